// The cart store's browser side: the tab's sessionStorage and the catalogue check before review.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSocialVisit } from '../lib/visits/social-visit';
import { answerFetch, json, useMemoryStorage } from '../test-support/browser-globals';
import { cardProduct, detailProduct } from '../test-support/cart-products';
import { fetchCatalogueAnswers } from './cart-refresh';
import { addProduct, EMPTY_CART, priceCartState } from './cart-state';
import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage';

beforeEach(() => useMemoryStorage());

describe("the tab's stored cart", () => {
  it('starts empty, and reads back what was saved under cartList', () => {
    expect(loadCart()).toEqual(EMPTY_CART);
    const state = { ...addProduct(EMPTY_CART, cardProduct(), { quantity: 2 }).state, deliveryCountryNo: 2 };
    saveCart(priceCartState(state));
    expect(JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({
      cartList: [{ ProductNo: 101, Quantity: 2 }],
      DeliveryCountryNo: 2,
    });
    expect(loadCart()).toMatchObject({
      lines: [{ ProductNo: 101, Quantity: 2 }],
      deliveryCountryNo: 2,
      isPickup: false,
    });
  });

  it('prices a visit from a social-media click as such', () => {
    rememberSocialVisit('?fbclid=abc');
    expect(loadCart().fromSocialSite).toBe(true);
  });

  it('lives in memory only when the browser blocks storage', () => {
    // As a browser with storage switched off does: reading sessionStorage itself throws.
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(loadCart()).toEqual(EMPTY_CART);
    expect(() => saveCart(priceCartState(addProduct(EMPTY_CART, cardProduct()).state))).not.toThrow();
  });
});

describe('checking the lines against the catalogue', () => {
  it('asks once per product; a product gone is missing, one not answered is left out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = answerFetch(({ path }) => {
      if (path.endsWith('=1')) return json(detailProduct({ ProductNo: 1, SalesPrice: 90 }));
      if (path.endsWith('=2')) return json({ msg: 'No such product.' }, 404);
      return json({ msg: 'Try later.' }, 503);
    });
    const answers = await fetchCatalogueAnswers([1, 2, 3, 1]);
    expect(sent.map((r) => r.path).sort()).toEqual([
      '/api/Product/loadproduct?ProductNo=1',
      '/api/Product/loadproduct?ProductNo=2',
      '/api/Product/loadproduct?ProductNo=3',
    ]);
    expect(answers.get(1)).toMatchObject({ ProductNo: 1, SalesPrice: 90 });
    expect(answers.get(2)).toBe('missing');
    expect(answers.has(3)).toBe(false);
  });
});
