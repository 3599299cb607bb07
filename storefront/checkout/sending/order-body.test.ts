import { describe, expect, it } from 'vitest';
import { CUSTOMER_NAME_REQUIRED, NO_PRODUCT_ADDED, PHONE_INVALID } from '../../../shop-rules';
import { addProduct, EMPTY_CART, priceCartState } from '../../cart/cart-state';
import { ApiError } from '../../lib/api';
import { cardProduct, detailProduct, variant } from '../../test-support/cart-products';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  SOLD_OUT_BLOCKS_CHECKOUT,
} from '../checkout-messages';
import { validateCheckout, validateDirectOrder } from '../validate-checkout';
import { checkoutOrderBody, directOrderBody } from './order-body';
import { sendOrder } from './send-order';

const cart = priceCartState({
  ...addProduct(
    addProduct(EMPTY_CART, cardProduct(), { quantity: 2 }).state,
    detailProduct({ ProductNo: 7, ProductSKUCount: 2 }),
    { variant: variant() },
  ).state,
  deliveryCountryNo: 2,
});
const contact = {
  mobile: ' 1234567 ',
  name: ' Ann ',
  email: 'ann@example.test',
  address: '1 Road',
  cityNo: 5,
  deliveryCountryNo: 2,
  remarks: ' ring bell ',
};
// 23:30 on 9 January in Trinidad (03:30 UTC on the 10th): the order is dated the shop's 9 January.
const now = new Date('2025-01-10T03:30:00Z');

describe('the checkout order body', () => {
  it('has the order body fields with the cart items', () => {
    const body = checkoutOrderBody({
      pmNo: 3,
      lines: cart.lines,
      totals: cart.totals,
      isPickup: false,
      contact,
      sessionEmail: '',
      shopName: 'Shop',
      idempotencyKey: 'key-12345678',
      now,
    });
    expect(body).toEqual({
      PMNo: 3,
      OrderProductList: [
        {
          ProductNo: 101,
          ProductSKUNo: 1001,
          ProductName: 'Demo Blender',
          Color: null,
          Size: null,
          Quantity: 2,
          TotalAmount: 180,
          ImageFilePath: 'i/101.webp',
          Barcode: '0000000101',
          SalesPrice: 100,
        },
        {
          ProductNo: 7,
          ProductSKUNo: 2001,
          ProductName: 'Demo Blender',
          Color: 'Red',
          Size: 'M',
          Quantity: 1,
          TotalAmount: 100,
          ImageFilePath: 'i/101.webp',
          Barcode: '0000000101',
          SalesPrice: 100,
        },
      ],
      Remarks: 'ring bell',
      CountryNo: 1,
      IsPickup: 0,
      Freight: 60,
      TotalAmount: 340,
      CustomerMobile: '1234567',
      CustomerName: 'Ann',
      EmailID: '',
      CustomerEmail: 'ann@example.test',
      CustomerAddress: '1 Road',
      CustomerCityNo: 5,
      ODeliverCountryNo: 2,
      StoreNo: 8,
      InvoiceStoreName: 'Online Store',
      ShopNo: 16,
      ShopName: 'Shop',
      NewOrderDate: '2025-01-09',
      Source: 1,
      IdempotencyKey: 'key-12345678',
    });
  });

  it('adds the two card flags for card payment and marks pickup', () => {
    const body = checkoutOrderBody({
      pmNo: 1,
      lines: cart.lines,
      totals: cart.totals,
      isPickup: true,
      contact,
      sessionEmail: 'c@example.test',
      shopName: 'Shop',
      idempotencyKey: 'k-12345678',
      now,
    });
    expect(body).toMatchObject({ PMNo: 1, IsWipay: 1, IsPending: 1, IsPickup: 1, EmailID: 'c@example.test' });
  });

  it('builds the direct order body with Source 2 and its own shop', () => {
    const body = directOrderBody({
      pmNo: 3,
      lines: cart.lines.slice(0, 1),
      totals: cart.totals,
      contact,
      sessionEmail: '',
      shopNo: 21,
      shopName: 'Partner',
      idempotencyKey: 'k-12345678',
      now,
    });
    expect(body).toMatchObject({ Source: 2, ShopNo: 21, ShopName: 'Partner', IsPickup: 0 });
    expect(body.OrderProductList[0]).toEqual({
      ProductNo: 101,
      ProductSKUNo: 1001,
      ProductName: 'Demo Blender',
      Barcode: '0000000101',
      Quantity: 2,
      SalesPrice: 100,
      ImageFilePath: 'i/101.webp',
      Thumbnail: 't/101.webp',
      Color: null,
      Size: null,
    });
    expect(body).not.toHaveProperty('CustomerEmail');
  });
});

describe('checks on sending', () => {
  const ok = {
    mobile: '1234567',
    name: 'Ann',
    productCount: 1,
    email: 'a@b.tt',
    address: 'x',
    isPickup: false,
    anySoldOut: false,
  };
  it('follows the spec order first', () => {
    expect(validateCheckout({ ...ok, mobile: '', name: '', productCount: 0 })).toBe(PHONE_INVALID);
    expect(validateCheckout({ ...ok, mobile: '12345', name: '' })).toBe(PHONE_INVALID);
    expect(validateCheckout({ ...ok, name: ' ', productCount: 0 })).toBe(CUSTOMER_NAME_REQUIRED);
    expect(validateCheckout({ ...ok, productCount: 0, email: '' })).toBe(NO_PRODUCT_ADDED);
    // The 7-digit check comes first, so a blank mobile gets the phone message, not 'Customer Mobile is required.'.
    expect(validateCheckout({ ...ok, mobile: '   ' })).toBe(PHONE_INVALID);
  });
  it('then e-mail, address for delivery, and sold-out lines', () => {
    expect(validateCheckout({ ...ok, email: '' })).toBe(EMAIL_REQUIRED);
    expect(validateCheckout({ ...ok, email: 'nope' })).toBe(EMAIL_INVALID);
    expect(validateCheckout({ ...ok, address: '' })).toBe(ADDRESS_REQUIRED);
    expect(validateCheckout({ ...ok, address: '', isPickup: true })).toBeNull();
    expect(validateCheckout({ ...ok, anySoldOut: true })).toBe(SOLD_OUT_BLOCKS_CHECKOUT);
    expect(validateCheckout(ok)).toBeNull();
  });
  it('requires a city on the direct order page', () => {
    const direct = { mobile: '1234567', name: 'Ann', productCount: 1, address: 'x', cityNo: 0, anySoldOut: false };
    expect(validateDirectOrder(direct)).toBe(CITY_REQUIRED);
    expect(validateDirectOrder({ ...direct, cityNo: 3 })).toBeNull();
  });
});

describe('sending', () => {
  const body = checkoutOrderBody({
    pmNo: 3,
    lines: cart.lines,
    totals: cart.totals,
    isPickup: false,
    contact,
    sessionEmail: '',
    shopName: 'S',
    idempotencyKey: 'k-12345678',
    now,
  });
  const answering = (answer: unknown, paths: string[] = []) =>
    (async (path: string) => {
      paths.push(path);
      if (answer instanceof Error) throw answer;
      return answer;
    }) as never;

  it('saves cash and bank orders, asks WiPay for card orders', async () => {
    const paths: string[] = [];
    const saved = answering({ success: true, OrderNo: 9, TotalAmount: 143 }, paths);
    expect(await sendOrder(body, saved)).toEqual({ kind: 'placed', orderNo: 9, total: 143 });
    const card = { ...body, PMNo: 1 as const };
    expect(await sendOrder(card, answering({ success: true, url: 'http://pay' }, paths))).toEqual({
      kind: 'pay-by-card',
      url: 'http://pay',
      orderNo: null,
      token: null,
      total: null,
      charged: null,
    });
    const withToken = {
      success: true,
      url: 'http://pay',
      OrderNo: 7,
      TotalAmount: 50,
      Charged: 53.45,
      PaymentToken: 't0k',
    };
    expect(await sendOrder(card, answering(withToken, paths))).toEqual({
      kind: 'pay-by-card',
      url: 'http://pay',
      orderNo: 7,
      token: 't0k',
      total: 50,
      charged: 53.45,
    });
    expect(paths).toEqual(['/api/shop/SaveOrder', '/api/shop/GetWipayUrl', '/api/shop/GetWipayUrl']);
  });

  it('tells a refusal, a reused key and a failure apart', async () => {
    expect(await sendOrder(body, answering({ success: false, msg: 'Nope' }))).toEqual({ kind: 'refused', msg: 'Nope' });
    expect(await sendOrder(body, answering(new ApiError(409, 'Other details', {})))).toEqual({
      kind: 'key-conflict',
      msg: 'Other details',
    });
    expect((await sendOrder(body, answering(new ApiError(500, 'x', {})))).kind).toBe('failed');
  });

  it('tells a refused session apart, so checkout asks to sign in again and keeps the cart', async () => {
    const refused = new ApiError(401, 'Your session has expired. Please log in again.', {});
    expect(await sendOrder(body, answering(refused))).toEqual({ kind: 'session-ended', msg: refused.message });
  });
});
