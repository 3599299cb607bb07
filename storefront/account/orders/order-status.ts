// An order's status as a customer reads it: a card order still waiting for its payment says so.
import type { PaymentStatus } from '../../../shop-rules/order-constants';

const PAYMENT_NOTES: Partial<Record<PaymentStatus, string>> = {
  AwaitingPayment: 'awaiting payment',
  PaymentFailed: 'payment failed',
};

export function statusText(status: string, paymentStatus?: string | null): string {
  const note = paymentStatus ? PAYMENT_NOTES[paymentStatus as PaymentStatus] : undefined;
  return note && status !== 'Cancelled' ? `${status} (${note})` : status;
}

export const orderDetailPath = (orderId: number) => `/orderdetail?orderId=${orderId}`;
