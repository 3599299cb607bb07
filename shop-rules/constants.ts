// Business constants (docs/product.md#business-constants). The names of
// payment methods, order and payment statuses and return reasons are in order-constants.ts: the
// storefront's first load carries this file, and only order pages need those.

// Payment methods (PMNo)
export const PAYMENT_METHOD_CARD = 1;
export const PAYMENT_METHOD_BANK_TRANSFER = 2;
export const PAYMENT_METHOD_CASH_ON_DELIVERY = 3;
export type PaymentMethodNo =
  | typeof PAYMENT_METHOD_CARD
  | typeof PAYMENT_METHOD_BANK_TRANSFER
  | typeof PAYMENT_METHOD_CASH_ON_DELIVERY;
export const DEFAULT_PAYMENT_METHOD: PaymentMethodNo = PAYMENT_METHOD_CASH_ON_DELIVERY;

// Delivery country (ODeliverCountryNo): 1 Trinidad, anything else Tobago
export const DELIVERY_COUNTRY_TRINIDAD = 1;
export const DELIVERY_COUNTRY_TOBAGO = 2;
export const DEFAULT_DELIVERY_COUNTRY = DELIVERY_COUNTRY_TRINIDAD;

// Order body
export const COUNTRY_NO = 1;
export const STORE_NO = 8;
export const INVOICE_STORE_NAME = 'Online Store';
export const DEFAULT_SHOP_NO = 16;
export const SOURCE_CHECKOUT = 1;
export const SOURCE_DIRECT_ORDER = 2;
/** An order the staff entered in the back office (a phone or WhatsApp sale): never sent by the API. */
export const SOURCE_STAFF = 3;
export const IS_PICKUP_DELIVERY = 0;
export const IS_PICKUP_PICKUP = 1;

// List sizes
export const MAX_RECORDS = 15;
export const HOME_PAGE_SIZE = 15;
export const CAROUSEL_SIZE = 15;
export const SEARCH_SIZE = 15;
export const CATEGORY_PAGE_SIZE = 15;
export const NEW_ARRIVALS_SHOWN = 8;
export const PAGE_SIZE_CHOICES: readonly number[] = Object.freeze([5, 10, 15, 25]);
export const REVIEWS_SHOWN = 5;
export const STAR_COUNT = 5;
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 100;
export const PRICE_FILTER_STEP = 1;

export const BANNER_NUMBERS: readonly number[] = Object.freeze([11, 12, 13, 14, 15]);

// How much one order may hold (docs/decisions/0021): a back-office setting with this default, so one
// anonymous order cannot take every unit of a product while its payment is pending.
/** The most units of one item (one product in one variant) an order may hold. */
export const DEFAULT_MAX_QUANTITY_PER_LINE = 20;
/** The highest cap the back office accepts. */
export const MAX_QUANTITY_PER_LINE_CEILING = 999;

// Delivery policy figures
export const DELIVERY_WORKING_DAYS = 2;
export const DELIVERY_ATTEMPTS = 3;
/** In cents, like every amount here: TT$500.00. Smaller orders are picked up at an outlet. */
export const MIN_DELIVERY_ORDER = 50_000;
