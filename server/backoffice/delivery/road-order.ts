// An order's part on the road, as runs and stops see it: whether it may go out, and what the driver
// collects at the door (docs/decisions/0081).
import { PAYMENT_METHOD_CASH_ON_DELIVERY } from '../../../shop-rules/constants';
import { type Cents, toCents } from '../../../shop-rules/money';
import { shipBlocker } from '../../orders/can-ship';

export interface RoadOrder {
  status: string;
  paymentStatus: string;
  pmNo: number;
  isPickup: boolean;
  roadState: string | null;
  failedAttempts: number;
  totalAmount: string;
}

/** What the driver collects: a cash-on-delivery order's whole total until it is paid; else nothing. */
export function owedAtDoor(o: Pick<RoadOrder, 'pmNo' | 'paymentStatus' | 'totalAmount'>): Cents {
  return o.pmNo === PAYMENT_METHOD_CASH_ON_DELIVERY && o.paymentStatus !== 'Paid' ? toCents(o.totalAmount) : 0;
}

export const NOT_FOR_DELIVERY = 'is picked up at a store, not delivered';
export const THREE_ATTEMPTS_DONE = 'has had its three delivery attempts';

/** Why an order may not be put on a run, or null. */
export function runBlocker(o: RoadOrder): string | null {
  if (o.status === 'Cancelled') return 'is cancelled';
  if (o.isPickup) return NOT_FOR_DELIVERY;
  if (o.roadState !== null || o.failedAttempts >= 3) return THREE_ATTEMPTS_DONE;
  if (o.status !== 'Processed') return `is ${o.status}, not Processed`;
  const blocker = shipBlocker(o);
  return blocker ? 'is not paid yet' : null;
}
