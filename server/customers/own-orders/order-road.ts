// What the Order Track page says about the road (docs/product.md#order-track, decisions 0080, 0081):
// the delivery day, "out for delivery today", and each failed attempt's reason in words (never its
// photo or the driver's note beyond 'other').
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { deliveryAttempts } from '../../../database/schema';
import type { OrderTrack } from '../../../shop-rules/api/account';
import { FAILURE_REASON_WORDS, isFailureReason } from '../../../shop-rules/delivery/attempts';
import { shopDay } from '../../../shop-rules/shop-time';

type RoadFacts = Pick<OrderTrack, 'DeliveryDay' | 'OutForDeliveryToday' | 'FailedAttempts' | 'ReturningToShop'>;

export async function orderRoad(
  db: Database,
  order: { orderNo: number; status: string; isPickup: boolean; deliveryDate: string | null; roadState: string | null },
): Promise<RoadFacts> {
  if (order.isPickup) return {};
  const failed = await db
    .select({ at: deliveryAttempts.happenedAt, reason: deliveryAttempts.reason, note: deliveryAttempts.note })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.orderNo, order.orderNo), eq(deliveryAttempts.outcome, 'failed')))
    .orderBy(asc(deliveryAttempts.attemptNo));
  return {
    DeliveryDay: order.deliveryDate,
    OutForDeliveryToday: order.status === 'Enroute',
    FailedAttempts: failed.map((a, i) => ({
      Number: i + 1,
      Date: shopDay(a.at),
      Reason: isFailureReason(a.reason)
        ? `${FAILURE_REASON_WORDS[a.reason]}${a.reason === 'other' && a.note ? `: ${a.note}` : ''}`
        : '',
    })),
    ReturningToShop: order.roadState === 'returning',
  };
}
