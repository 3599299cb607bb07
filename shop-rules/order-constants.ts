// Payment method names, order and payment statuses, return reasons (docs/product.md#orders):
// apart from constants.ts, which every storefront page loads, because only order pages need them.
import {
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CARD,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  type PaymentMethodNo,
} from './constants';

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodNo, string>> = Object.freeze({
  [PAYMENT_METHOD_CARD]: 'Wipay',
  [PAYMENT_METHOD_BANK_TRANSFER]: 'Bank Transfer',
  [PAYMENT_METHOD_CASH_ON_DELIVERY]: 'Cash on Delivery',
});
/** In the API's shape; the card method is offered only when the gateway is enabled. */
export const PAYMENT_METHODS: readonly { PMNo: PaymentMethodNo; PMName: string }[] = Object.freeze(
  ([PAYMENT_METHOD_CARD, PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CASH_ON_DELIVERY] as const).map((PMNo) =>
    Object.freeze({ PMNo, PMName: PAYMENT_METHOD_NAMES[PMNo] }),
  ),
);

// The status words: the database keeps them (database/schema.ts types its columns with these
// unions), the API answers them and the pages show them.

/** An order's status: Pending → Processed → Shipped → Enroute → Arrived, or Cancelled. */
export const ORDER_STATUSES = Object.freeze([
  'Pending',
  'Processed',
  'Shipped',
  'Enroute',
  'Arrived',
  'Cancelled',
] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses an order moves through, forward only. */
export const ORDER_PROGRESS: readonly OrderStatus[] = Object.freeze([
  'Pending',
  'Processed',
  'Shipped',
  'Enroute',
  'Arrived',
] as const);
/** The four steps the Order Track page shows, in order. */
export const ORDER_TRACK_STEPS = Object.freeze(['Processed', 'Shipped', 'Enroute', 'Arrived'] as const);

/** An order's payment status: cash and bank-transfer orders start Unpaid, card orders AwaitingPayment. */
export const PAYMENT_STATUSES = Object.freeze(['Unpaid', 'AwaitingPayment', 'Paid', 'PaymentFailed'] as const);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment record's status (one card attempt, or a confirmed bank transfer): never Unpaid. */
export const PAYMENT_RECORD_STATUSES = Object.freeze(['AwaitingPayment', 'Paid', 'PaymentFailed'] as const);
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];
/** Who took the payment a record holds. */
/** 'card-at-door': a card on the driver's terminal; 'courier': a courier's settlement (decision 0082). */
export const PAYMENT_PROVIDERS = Object.freeze(['wipay', 'bank-transfer', 'cash', 'card-at-door', 'courier'] as const);
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A return request's status: staff approve or refuse what the customer requested. */
export const RETURN_STATUSES = Object.freeze(['Requested', 'Approved', 'Refused'] as const);
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

// Product return reasons (return_reason_id), in the form's order
export const RETURN_REASONS: readonly { id: number; name: string; needsDetails: boolean }[] = Object.freeze([
  { id: 1, name: 'Dead On Arrival', needsDetails: false },
  { id: 4, name: 'Faulty, please supply details', needsDetails: true },
  { id: 3, name: 'Order Error', needsDetails: false },
  { id: 5, name: 'Other, please supply details', needsDetails: true },
  { id: 2, name: 'Received Wrong Item', needsDetails: false },
]);

/** Where an order came from, in the back office's words (the orders' Source column). */
export function orderSourceName(source: number): string {
  if (source === 2) return 'Direct order page';
  if (source === 3) return 'Entered by staff';
  return 'Checkout';
}
