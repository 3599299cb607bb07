// The /wishlist route's clientLoader, with the tab's list fresh for each test.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, signIn, useMemoryStorage } from '../test-support/browser-globals';
import { detailProduct } from '../test-support/cart-products';

type Page = typeof import('./wishlist.route');
type List = typeof import('./tab-wishlist');

async function freshPage(): Promise<{ page: Page; list: List }> {
  vi.resetModules();
  return { page: await import('./wishlist.route'), list: await import('./tab-wishlist') };
}

const load = (page: Page, params: { ProductNo?: string }) =>
  page.clientLoader({ params, request: new Request('http://shop.test/') } as never);
const product = (no: number) => detailProduct({ ProductNo: no, ProductName: `Product ${no}` });

beforeEach(() => useMemoryStorage());

describe('the wish list page', () => {
  it("reads a guest's list from this browser, each card as the catalogue has it now", async () => {
    localStorage.setItem('wishList', JSON.stringify([{ ...product(4), SalesPrice: 10 }]));
    const sent = answerFetch(() => json({ ...product(4), SalesPrice: 75 }));
    const { page, list } = await freshPage();
    expect(await load(page, {})).toBeNull();
    expect(list.tabWishlist.getState()).toMatchObject({ ready: true, items: [{ ProductNo: 4, SalesPrice: 75 }] });
    expect(sent.map((r) => r.path)).toEqual(['/api/Product/loadproduct?ProductNo=4']);
  });

  it("/wishlist/{ProductNo} adds the product to a customer's list, then shows the plain page instead", async () => {
    signIn(7);
    const sent = answerFetch(({ method, path }) => {
      if (path.startsWith('/api/Product/loadproduct')) return json(product(5));
      if (method === 'POST') return json({ success: true, items: [product(5)] });
      return json([]);
    });
    const { page, list } = await freshPage();
    const answer = (await load(page, { ProductNo: '5' })) as Response;
    expect(answer.headers.get('Location')).toBe('/wishlist');
    expect(answer.headers.get('X-Remix-Replace')).toBe('true');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/customer/wishlist',
      'GET /api/Product/loadproduct?ProductNo=5',
      'POST /api/customer/wishlist',
    ]);
    expect(sent[2]!.body).toEqual({ ProductNo: 5 });
    expect(list.tabWishlist.getState().items.map((i) => i.ProductNo)).toEqual([5]);
    expect(localStorage.getItem('wishList')).toBeNull();
  });

  it('words the stock column', async () => {
    const { page } = await freshPage();
    expect(page.stockText({ IsSoldOut: 0 })).toBe('In Stock');
    expect(page.stockText({ IsSoldOut: 1 })).toBe('Out Of Stock');
  });

  it('shows the list as it was when the linked product cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerFetch(() => json({ msg: 'No such product.' }, 404));
    const { page, list } = await freshPage();
    const answer = (await load(page, { ProductNo: '999' })) as Response;
    expect(answer.headers.get('Location')).toBe('/wishlist');
    expect(list.tabWishlist.getState().items).toEqual([]);
  });
});
