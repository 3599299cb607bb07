import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as orderConstants from './order-constants';

const c = { ...constants, ...orderConstants };

describe('business constants', () => {
  it('payment methods: 1 card, 2 bank transfer, 3 cash on delivery (default)', () => {
    expect(c.PAYMENT_METHODS).toEqual([
      { PMNo: 1, PMName: 'Wipay' },
      { PMNo: 2, PMName: 'Bank Transfer' },
      { PMNo: 3, PMName: 'Cash on Delivery' },
    ]);
    expect(c.DEFAULT_PAYMENT_METHOD).toBe(3);
  });

  it('order body values', () => {
    expect([c.COUNTRY_NO, c.STORE_NO, c.INVOICE_STORE_NAME, c.DEFAULT_SHOP_NO, c.SOURCE_CHECKOUT, c.SOURCE_DIRECT_ORDER])
      .toEqual([1, 8, 'Online Store', 16, 1, 2]);
  });

  it('list sizes, timings and layout', () => {
    expect([c.HOME_PAGE_SIZE, c.CAROUSEL_SIZE, c.SEARCH_SIZE, c.CATEGORY_PAGE_SIZE, c.NEW_ARRIVALS_SHOWN, c.REVIEWS_SHOWN])
      .toEqual([15, 15, 15, 15, 8, 5]);
    expect(c.PAGE_SIZE_CHOICES).toEqual([5, 10, 15, 25]);
    expect([c.SNACKBAR_MS, c.CAPTION_REVERT_MS, c.VIDEO_START_DELAY_MS, c.SUCCESS_REDIRECT_MS, c.SLIDE_MS])
      .toEqual([5000, 2000, 100, 3000, 5000]);
    expect([c.SCROLL_TOP_THRESHOLD_PX, c.CART_PANEL_WIDTH_PX, c.MAX_CONTENT_WIDTH_PX, c.SLIDER_HIDDEN_MAX_WIDTH_PX])
      .toEqual([100, 350, 1280, 992]);
    expect(c.BANNER_NUMBERS).toEqual([11, 12, 13, 14, 15]);
  });

  it('statuses', () => {
    expect(c.ORDER_STATUSES).toEqual(['Pending', 'Processed', 'Shipped', 'Enroute', 'Arrived', 'Cancelled']);
    expect(c.ORDER_TRACK_STEPS).toEqual(['Processed', 'Shipped', 'Enroute', 'Arrived']);
    expect(c.PAYMENT_STATUSES).toEqual(['AwaitingPayment', 'Paid', 'PaymentFailed']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(c.PAGE_SIZE_CHOICES) && Object.isFrozen(c.PAYMENT_METHODS[0])).toBe(true);
  });
});
