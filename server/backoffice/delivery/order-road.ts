// An order's road as the staff see it on its page (decision 0081): every attempt with its time,
// driver, reason or receiver, amount and proof, and the area's extra charge's name.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { deliveryAreas, deliveryAttempts, staffUsers } from '../../../database/schema';
import {
  DOOR_METHOD_WORDS,
  FAILURE_REASON_WORDS,
  isDoorMethod,
  isFailureReason,
} from '../../../shop-rules/delivery/attempts';
import { formatTT, toCents } from '../../../shop-rules/money';

export async function orderRoadForStaff(db: Database, orderNo: number, areaNo: number | null) {
  const [attempts, area] = await Promise.all([
    db
      .select({
        attemptNo: deliveryAttempts.attemptNo,
        outcome: deliveryAttempts.outcome,
        reason: deliveryAttempts.reason,
        note: deliveryAttempts.note,
        receiver: deliveryAttempts.receiver,
        method: deliveryAttempts.method,
        amount: deliveryAttempts.amount,
        photoKey: deliveryAttempts.photoKey,
        at: deliveryAttempts.happenedAt,
        driver: staffUsers.name,
      })
      .from(deliveryAttempts)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, deliveryAttempts.driverStaffNo))
      .where(eq(deliveryAttempts.orderNo, orderNo))
      .orderBy(asc(deliveryAttempts.attemptNo)),
    areaNo === null
      ? []
      : db.select({ name: deliveryAreas.name }).from(deliveryAreas).where(eq(deliveryAreas.areaNo, areaNo)),
  ]);
  return {
    areaName: area[0]?.name ?? null,
    attempts: attempts.map((a) => ({
      attemptNo: a.attemptNo,
      at: a.at.toISOString(),
      driver: a.driver ?? '',
      outcome: a.outcome,
      what:
        a.outcome === 'delivered'
          ? `Delivered to ${a.receiver}${isDoorMethod(a.method) && toCents(a.amount) > 0 ? `, ${formatTT(toCents(a.amount))} ${DOOR_METHOD_WORDS[a.method].toLowerCase()}` : ''}`
          : `${isFailureReason(a.reason) ? FAILURE_REASON_WORDS[a.reason] : 'Not delivered'}${a.note ? `: ${a.note}` : ''}`,
      hasPhoto: a.photoKey !== null,
    })),
  };
}
