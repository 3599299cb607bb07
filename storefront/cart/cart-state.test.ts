import { describe, expect, it } from 'vitest';
import { cardProduct, detailProduct, variant } from '../test-support/cart-products';
import { lineFromProduct, lineKey } from './cart-line';
import { applyCatalogueAnswers, type CatalogueAnswers, hasSoldOutLine } from './cart-refresh';
import {
  addProduct,
  type CartState,
  changeQuantity,
  clearCart,
  EMPTY_CART,
  priceCartState,
  removeLine,
} from './cart-state';
import { parseStoredCart, serializeCart } from './cart-storage';

const withProduct = (state: CartState = EMPTY_CART, ...args: Parameters<typeof addProduct>[1][]) =>
  args.reduce((s, p) => addProduct(s, p).state, state);

describe('adding to the cart', () => {
  it('adds a card product with quantity 1 and its price fields', () => {
    const { state, result } = addProduct(EMPTY_CART, cardProduct());
    expect(result).toBe('added');
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]).toMatchObject({
      ProductNo: 101,
      Quantity: 1,
      SalesPrice: 100,
      Rate: 100,
      SalesPrice2: 180,
      ProductSKUNo: 1001,
      Barcode: '0000000101',
    });
  });

  it('does nothing when the same product and variant is already there', () => {
    const once = addProduct(EMPTY_CART, cardProduct(), { quantity: 2 }).state;
    const twice = addProduct(once, cardProduct(), { quantity: 5 });
    expect(twice.result).toBe('already-in-cart');
    expect(twice.state).toBe(once);
    expect(twice.state.lines[0].Quantity).toBe(2);
  });

  it('keeps two variants of one product as two lines', () => {
    const p = detailProduct({ ProductSKUCount: 2, ProductSKUNo: null });
    const a = addProduct(EMPTY_CART, p, { variant: variant({ ProductSKUNo: 1 }) }).state;
    const b = addProduct(a, p, { variant: variant({ ProductSKUNo: 2, Color: 'Blue' }) });
    expect(b.result).toBe('added');
    expect(b.state.lines.map((l) => [l.ProductSKUNo, l.Color])).toEqual([
      [1, 'Red'],
      [2, 'Blue'],
    ]);
  });

  it('refuses sold-out products and sold-out variants', () => {
    expect(addProduct(EMPTY_CART, cardProduct({ IsSoldOut: 1 })).result).toBe('sold-out');
    expect(
      addProduct(EMPTY_CART, detailProduct({ ProductSKUCount: 2 }), { variant: variant({ IsSoldOut: 1 }) }).result,
    ).toBe('sold-out');
  });

  it('asks for a variant when the product has several and none is given', () => {
    expect(addProduct(EMPTY_CART, cardProduct({ ProductSKUCount: 3, ProductSKUNo: null })).result).toBe(
      'needs-variant',
    );
    expect(addProduct(EMPTY_CART, cardProduct({ ProductSKUCount: 3 }), { variant: null }).result).toBe('needs-variant');
  });
});

describe('changing the cart', () => {
  const two = withProduct(
    EMPTY_CART,
    cardProduct(),
    cardProduct({ ProductNo: 102, ProductSKUNo: 1002, SalesPrice: 50, SalesPrice2: 0 }),
  );

  it('reprices a line at quantity 2 with its bundle price', () => {
    const key = lineKey(two.lines[0]);
    const view = priceCartState(changeQuantity(two, key, 2));
    expect(view.lines[0].TotalAmount).toBe(180);
    expect(view.totals).toMatchObject({ ItemQuantity: 2, ItemTotal: 230, Freight: 40, ItemGrandTotal: 270 });
  });

  it("keeps quantities whole, at least 1 and at most the shop's cap (20 unless it set another)", () => {
    const key = lineKey(two.lines[1]);
    expect(changeQuantity(two, key, 0).lines[1].Quantity).toBe(1);
    expect(changeQuantity(two, key, -4).lines[1].Quantity).toBe(1);
    expect(changeQuantity(two, key, 2.7).lines[1].Quantity).toBe(2);
    expect(changeQuantity(two, key, 20).lines[1].Quantity).toBe(20);
    expect(changeQuantity(two, key, 10_000).lines[1].Quantity).toBe(20);
    expect(changeQuantity(two, key, 10_000, 8).lines[1].Quantity).toBe(8);
    expect(changeQuantity(two, key, Number.NaN)).toBe(two);
  });

  it('adds at most the cap, however many are asked for (a reorder, the product page)', () => {
    expect(addProduct(EMPTY_CART, cardProduct(), { quantity: 50 }).state.lines[0].Quantity).toBe(20);
    expect(addProduct(EMPTY_CART, cardProduct(), { quantity: 50 }, 6).state.lines[0].Quantity).toBe(6);
  });

  it('removes a line and recalculates', () => {
    const view = priceCartState(removeLine(two, lineKey(two.lines[0])));
    expect(view.lines.map((l) => l.ProductNo)).toEqual([102]);
    expect(view.totals).toMatchObject({ ItemQuantity: 1, ItemTotal: 50, ItemGrandTotal: 90 });
  });

  it('charges Tobago freight, free-delivery freight and none for pickup', () => {
    expect(priceCartState({ ...two, deliveryCountryNo: 2 }).totals.Freight).toBe(60);
    const free = withProduct(two, cardProduct({ ProductNo: 103, ProductSKUNo: 1003, FreeDelivery: 1 }));
    expect(priceCartState(free).totals).toMatchObject({ Freight: 0, FreeDelivery: true });
    expect(priceCartState({ ...free, deliveryCountryNo: 2 }).totals.Freight).toBe(30);
    expect(priceCartState({ ...two, isPickup: true }).totals.Freight).toBe(0);
  });

  it('clears to empty with freight 40 and free delivery off', () => {
    const cleared = clearCart({ ...two, deliveryCountryNo: 2, isPickup: true, fromSocialSite: true });
    expect(cleared.lines).toEqual([]);
    expect(priceCartState(cleared).totals).toMatchObject({
      ItemQuantity: 0,
      Freight: 40,
      FreeDelivery: false,
      IsPickup: false,
      DeliveryCountryNo: 1,
      FromSocialSite: true,
    });
  });
});

describe('storing the cart', () => {
  it('reads back what it wrote, lines and delivery choices', () => {
    const state: CartState = { ...withProduct(EMPTY_CART, cardProduct()), deliveryCountryNo: 2, isPickup: true };
    const text = serializeCart(priceCartState(state));
    expect(JSON.parse(text)).toMatchObject({
      cartList: [{ ProductNo: 101, TotalAmount: 100 }],
      ItemQuantity: 1,
      ItemGrandTotal: 100,
      DeliveryCountryNo: 2,
      IsPickup: true,
    });
    const back = parseStoredCart(text);
    expect(back.lines.map((l) => l.ProductNo)).toEqual([101]);
    expect(back).toMatchObject({ deliveryCountryNo: 2, isPickup: true });
  });

  it('gives an empty cart for missing or broken data and drops bad lines', () => {
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
    expect(parseStoredCart('{not json')).toEqual(EMPTY_CART);
    const mixed = JSON.stringify({
      cartList: [{ ProductNo: 1, Quantity: 0, SalesPrice: 5 }, { ProductNo: 2, Quantity: 1, SalesPrice: 5 }, 'x'],
    });
    expect(parseStoredCart(mixed).lines.map((l) => l.ProductNo)).toEqual([2]);
  });

  it('makes two stored lines of one item one line, priced as the server prices it', () => {
    const soap = lineFromProduct(cardProduct({ DiscountPercent: 25, SalesPrice2: 0 }));
    const line = (Quantity: number, ProductSKUNo: number | null) => ({ ...soap, Quantity, ProductSKUNo });
    const stored = JSON.stringify({ cartList: [line(1, 1001), line(2, 1001), line(1, 1002)] });
    const back = parseStoredCart(stored);
    expect(back.lines.map((l) => [l.ProductSKUNo, l.Quantity])).toEqual([
      [1001, 3],
      [1002, 1],
    ]);
    // 3 × 100 less 25 once: the discount is not taken once per stored line.
    expect(priceCartState(back).lines[0].TotalAmount).toBe(275);
  });

  it('takes the social-site flag from the session', () => {
    expect(parseStoredCart(null, true).fromSocialSite).toBe(true);
  });
});

describe('checking lines against the catalogue', () => {
  const state = withProduct(EMPTY_CART, cardProduct(), cardProduct({ ProductNo: 102, ProductSKUNo: 1002 }));

  it('marks sold-out and missing products and takes over a new price, keeping the old one as Rate', () => {
    const answers: CatalogueAnswers = new Map();
    answers.set(101, detailProduct({ SalesPrice: 120, SalesPrice2: 0 }));
    answers.set(102, 'missing');
    const checked = applyCatalogueAnswers(state, answers);
    expect(checked.lines[0]).toMatchObject({ SalesPrice: 120, Rate: 100, SalesPrice2: 0, IsSoldOut: 0 });
    expect(checked.lines[1].IsSoldOut).toBe(1);
    expect(hasSoldOutLine(checked.lines)).toBe(true);
  });

  it('marks a line whose variant sold out, and leaves lines the check could not reach', () => {
    const checked = applyCatalogueAnswers(
      state,
      new Map([[101, detailProduct({ ProductSKUList: [variant({ ProductSKUNo: 1001, IsSoldOut: 1 })] })]]),
    );
    expect(checked.lines[0].IsSoldOut).toBe(1);
    expect(checked.lines[1]).toBe(state.lines[1]);
  });
});
