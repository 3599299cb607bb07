// Payment method names, order and payment statuses, return reasons (spec point 9, decisions.md
// section 2): apart from constants.ts, which every storefront page loads, because only order pages need them.
import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD, PAYMENT_METHOD_CASH_ON_DELIVERY, type PaymentMethodNo } from './constants';

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

// Order and payment status (decisions.md section 2)
export const ORDER_STATUSES = Object.freeze(['Pending', 'Processed', 'Shipped', 'Enroute', 'Arrived', 'Cancelled'] as const);
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The four steps the Order Track page shows, in order. */
export const ORDER_TRACK_STEPS = Object.freeze(['Processed', 'Shipped', 'Enroute', 'Arrived'] as const);
export const PAYMENT_STATUSES = Object.freeze(['AwaitingPayment', 'Paid', 'PaymentFailed'] as const);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Product return reasons (return_reason_id), in the form's order
export const RETURN_REASONS: readonly { id: number; name: string; needsDetails: boolean }[] = Object.freeze([
  { id: 1, name: 'Dead On Arrival', needsDetails: false },
  { id: 4, name: 'Faulty, please supply details', needsDetails: true },
  { id: 3, name: 'Order Error', needsDetails: false },
  { id: 5, name: 'Other, please supply details', needsDetails: true },
  { id: 2, name: 'Received Wrong Item', needsDetails: false },
]);
