// The tab's wish list against a fetch the tests answer and browser storage in memory.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, type SentRequest, useMemoryStorage } from '../test-support/browser-globals';
import { cardProduct, detailProduct } from '../test-support/cart-products';
import { refreshWishlist } from './refresh-wishlist';
import { createTabWishlist, type WishlistReporter } from './tab-wishlist';
import {
  GUEST_WISHLIST_KEY,
  loadGuestWishlist,
  saveGuestWishlist,
  type WishlistItem,
  wishlistItemOf,
} from './wishlist-items';

const item = (ProductNo: number, over: Partial<WishlistItem> = {}) => ({
  ...wishlistItemOf(cardProduct({ ProductNo })),
  ...over,
});
const numbers = (items: readonly WishlistItem[]) => items.map((i) => i.ProductNo);
const asked = (sent: SentRequest[]) => sent.map((r) => `${r.method} ${r.path}`);

/** The wishlist API as the server answers it, with the account's list in `account`. */
function wishlistApi(account: WishlistItem[] = [item(1)]) {
  return answerFetch(({ method, path, body }) => {
    if (path === '/api/customer/wishlist/merge') {
      account = [...(body as { ProductNos: number[] }).ProductNos.map((no) => item(no)), ...account];
      return json({ success: true, items: account });
    }
    if (method === 'POST') {
      account = [item((body as { ProductNo: number }).ProductNo), ...account];
      return json({ success: true, items: account });
    }
    return json(account);
  });
}

function reporter() {
  const heard = { notices: [] as string[], failures: [] as unknown[] };
  const r: WishlistReporter = { notice: (t) => heard.notices.push(t), failed: (e) => heard.failures.push(e) };
  return { r, heard };
}

beforeEach(() => useMemoryStorage());

describe("the tab's wish list", () => {
  it("is not ready until a session is followed; a guest's comes from this browser", async () => {
    saveGuestWishlist([item(4), item(3)]);
    const sent = wishlistApi();
    const list = createTabWishlist();
    expect(list.getState()).toEqual({ ready: false, items: [] });
    await list.follow(null);
    expect(list.getState().ready).toBe(true);
    expect(numbers(list.getState().items)).toEqual([4, 3]);
    expect(sent).toEqual([]);
  });

  it("merges a guest list into the account at sign-in and empties the browser's copy", async () => {
    saveGuestWishlist([item(4), item(3)]);
    const sent = wishlistApi();
    const list = createTabWishlist();
    await list.follow(7);
    expect(asked(sent)).toEqual(['POST /api/customer/wishlist/merge']);
    expect(sent[0]!.body).toEqual({ ProductNos: [4, 3] });
    expect(numbers(list.getState().items)).toEqual([4, 3, 1]);
    expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull();
  });

  it("reads the account's list when the browser has none, once for each session", async () => {
    const sent = wishlistApi();
    const list = createTabWishlist();
    await Promise.all([list.follow(7), list.follow(7)]);
    await list.follow(7);
    expect(asked(sent)).toEqual(['GET /api/customer/wishlist']);
    expect(numbers(list.getState().items)).toEqual([1]);
  });

  it('drops a slow answer for a session that has ended since, and tells every reader of changes', async () => {
    let answer!: (response: Response) => void;
    answerFetch(() => new Promise((resolve) => (answer = resolve)));
    const list = createTabWishlist();
    const changes = vi.fn();
    list.subscribe(changes);
    const first = list.follow(7);
    await list.follow(null);
    answer(json([item(9)]));
    await first;
    expect(list.getState()).toEqual({ ready: true, items: [] });
    expect(changes).toHaveBeenCalled();
  });

  it('adds and removes for a guest in this browser, with a notice each', async () => {
    const sent = wishlistApi();
    const list = createTabWishlist();
    const { r, heard } = reporter();
    list.reportTo(r);
    await list.follow(null);
    await list.add(cardProduct({ ProductNo: 5 }));
    await list.add(cardProduct({ ProductNo: 6 }));
    expect(numbers(loadGuestWishlist())).toEqual([6, 5]);
    await list.remove(5);
    expect(numbers(loadGuestWishlist())).toEqual([6]);
    expect(heard.notices).toEqual([
      'Added to your wishlist.',
      'Added to your wishlist.',
      'Removed from your wishlist.',
    ]);
    expect(sent).toEqual([]);
  });

  it("takes the account's answer after an add, and puts the list back when the server refuses", async () => {
    wishlistApi();
    const list = createTabWishlist();
    const { r, heard } = reporter();
    list.reportTo(r);
    await list.follow(7);
    await list.add(cardProduct({ ProductNo: 5 }));
    expect(numbers(list.getState().items)).toEqual([5, 1]);
    const refused = answerFetch(() => json({ msg: 'Please log in again.' }, 401));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await list.remove(5);
    expect(asked(refused)).toEqual(['DELETE /api/customer/wishlist/5']);
    expect(numbers(list.getState().items)).toEqual([5, 1]);
    expect(heard.failures).toMatchObject([{ status: 401, message: 'Please log in again.' }]);
    expect(heard.notices).toEqual(['Added to your wishlist.']);
    expect(localStorage.getItem(GUEST_WISHLIST_KEY)).toBeNull();
  });

  it('keeps notices from before anyone could show them, and tells them once the page can', async () => {
    const list = createTabWishlist();
    await list.follow(null);
    await list.add(cardProduct({ ProductNo: 5 }));
    const { r, heard } = reporter();
    list.reportTo(r);
    expect(heard.notices).toEqual(['Added to your wishlist.']);
  });

  it("refreshes a guest's cards, drops products no longer sold and keeps those it could not read", async () => {
    saveGuestWishlist([item(1, { SalesPrice: 100 }), item(2), item(3, { SalesPrice: 100 })]);
    answerFetch(({ path }) => {
      if (path.endsWith('=2')) return json({ msg: 'No such product.' }, 404);
      if (path.endsWith('=3')) return json({ msg: 'Try later.' }, 503);
      return json(detailProduct({ ProductNo: 1, SalesPrice: 250 }));
    });
    const list = createTabWishlist();
    await list.follow(null);
    await refreshWishlist(list);
    expect(list.getState().items.map((i) => [i.ProductNo, i.SalesPrice])).toEqual([
      [1, 250],
      [3, 100],
    ]);
    expect(numbers(loadGuestWishlist())).toEqual([1, 3]);
  });

  it("refreshes a customer's list from the account", async () => {
    const sent = wishlistApi([item(8), item(1)]);
    const list = createTabWishlist();
    await list.follow(7);
    await refreshWishlist(list);
    expect(asked(sent)).toEqual(['GET /api/customer/wishlist', 'GET /api/customer/wishlist']);
    expect(numbers(list.getState().items)).toEqual([8, 1]);
  });
});
