import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { cardProduct, detailProduct } from '../cart/test-products';
import { createTabWishlist, type GuestShelf, type WishlistCalls, type WishlistReporter } from './tab-wishlist';
import { wishlistItemOf, type WishlistItem } from './wishlist-items';

const item = (ProductNo: number, over: Partial<WishlistItem> = {}) => ({
  ...wishlistItemOf(cardProduct({ ProductNo })),
  ...over,
});
const numbers = (items: readonly WishlistItem[]) => items.map((i) => i.ProductNo);

function shelf(items: WishlistItem[] = []): GuestShelf & { items: WishlistItem[] } {
  return {
    items,
    load() {
      return [...this.items];
    },
    save(next) {
      this.items = [...next];
    },
  };
}

function calls(over: Partial<WishlistCalls> = {}): WishlistCalls {
  return {
    serverList: vi.fn(async () => [item(1)]),
    merge: vi.fn(async (nos: number[]) => [...nos, 1].map((no) => item(no))),
    add: vi.fn(async (no: number) => [item(no), item(1)]),
    remove: vi.fn(async () => []),
    product: vi.fn(async (no: number) => detailProduct({ ProductNo: no })),
    ...over,
  };
}

function reporter() {
  const heard = { notices: [] as string[], failures: [] as unknown[] };
  const r: WishlistReporter = { notice: (t) => heard.notices.push(t), failed: (e) => heard.failures.push(e) };
  return { r, heard };
}

describe("the tab's wish list", () => {
  it("is not ready until a session is followed; a guest's comes from this browser", async () => {
    const list = createTabWishlist(calls(), shelf([item(4), item(3)]));
    expect(list.getState()).toEqual({ ready: false, items: [] });
    await list.follow(null);
    expect(list.getState().ready).toBe(true);
    expect(numbers(list.getState().items)).toEqual([4, 3]);
  });

  it("merges a guest list into the account at sign-in and empties the browser's copy", async () => {
    const api = calls();
    const guest = shelf([item(4), item(3)]);
    const list = createTabWishlist(api, guest);
    await list.follow(7);
    expect(api.merge).toHaveBeenCalledWith([4, 3]);
    expect(api.serverList).not.toHaveBeenCalled();
    expect(numbers(list.getState().items)).toEqual([4, 3, 1]);
    expect(guest.items).toEqual([]);
  });

  it("reads the account's list when the browser has none, once for each session", async () => {
    const api = calls();
    const list = createTabWishlist(api, shelf());
    await Promise.all([list.follow(7), list.follow(7)]);
    await list.follow(7);
    expect(api.serverList).toHaveBeenCalledTimes(1);
    expect(api.merge).not.toHaveBeenCalled();
    expect(numbers(list.getState().items)).toEqual([1]);
  });

  it('drops a slow answer for a session that has ended since, and tells every reader of changes', async () => {
    let answer!: (items: WishlistItem[]) => void;
    const api = calls({ serverList: () => new Promise((resolve) => (answer = resolve)) });
    const list = createTabWishlist(api, shelf([]));
    const changes = vi.fn();
    list.subscribe(changes);
    const first = list.follow(7);
    await list.follow(null);
    answer([item(9)]);
    await first;
    expect(list.getState()).toEqual({ ready: true, items: [] });
    expect(changes).toHaveBeenCalled();
  });

  it('adds and removes for a guest in this browser, with a notice each', async () => {
    const guest = shelf();
    const list = createTabWishlist(calls(), guest);
    const { r, heard } = reporter();
    list.reportTo(r);
    await list.follow(null);
    await list.add(cardProduct({ ProductNo: 5 }));
    await list.add(cardProduct({ ProductNo: 6 }));
    expect(numbers(guest.items)).toEqual([6, 5]);
    await list.remove(5);
    expect(numbers(guest.items)).toEqual([6]);
    expect(heard.notices).toEqual([
      'Added to your wishlist.',
      'Added to your wishlist.',
      'Removed from your wishlist.',
    ]);
  });

  it("takes the account's answer after an add, and puts the list back when the server refuses", async () => {
    const refused = new ApiError(401, 'Session expired', null);
    const api = calls({
      add: vi.fn(async () => [item(5), item(1)]),
      remove: vi.fn(async () => Promise.reject(refused)),
    });
    const guest = shelf();
    const list = createTabWishlist(api, guest);
    const { r, heard } = reporter();
    list.reportTo(r);
    await list.follow(7);
    await list.add(cardProduct({ ProductNo: 5 }));
    expect(numbers(list.getState().items)).toEqual([5, 1]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await list.remove(5);
    expect(numbers(list.getState().items)).toEqual([5, 1]);
    expect(heard.failures).toEqual([refused]);
    expect(heard.notices).toEqual(['Added to your wishlist.']);
    expect(guest.items).toEqual([]);
  });

  it('keeps notices from before anyone could show them, and tells them once the page can', async () => {
    const list = createTabWishlist(calls(), shelf());
    await list.follow(null);
    await list.add(cardProduct({ ProductNo: 5 }));
    const { r, heard } = reporter();
    list.reportTo(r);
    expect(heard.notices).toEqual(['Added to your wishlist.']);
  });

  it("refreshes a guest's cards, drops products no longer sold and keeps those it could not read", async () => {
    const api = calls({
      product: vi.fn(async (no: number) => {
        if (no === 2) return null;
        if (no === 3) throw new TypeError('Failed to fetch');
        return detailProduct({ ProductNo: no, SalesPrice: 250 });
      }),
    });
    const guest = shelf([item(1, { SalesPrice: 100 }), item(2), item(3, { SalesPrice: 100 })]);
    const list = createTabWishlist(api, guest);
    await list.follow(null);
    await list.refresh();
    expect(list.getState().items.map((i) => [i.ProductNo, i.SalesPrice])).toEqual([
      [1, 250],
      [3, 100],
    ]);
    expect(numbers(guest.items)).toEqual([1, 3]);
  });

  it("refreshes a customer's list from the account", async () => {
    const api = calls();
    const list = createTabWishlist(api, shelf());
    await list.follow(7);
    vi.mocked(api.serverList).mockResolvedValueOnce([item(8), item(1)]);
    await list.refresh();
    expect(numbers(list.getState().items)).toEqual([8, 1]);
  });
});
