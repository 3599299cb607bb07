// The link a failed attempt sends to the customer to choose a new delivery day (docs/decisions/0091):
// made in the transaction of the attempt, one per attempt. The address holds a random token only; the
// shop keeps its hash, so the table alone opens no link.
import crypto from 'node:crypto';
import { deliveryDayChoices } from '../../database/schema';
import { NEW_DAY_LINK_DAYS, newDayLink } from '../../shop-rules/delivery/new-day';
import type { Transaction } from '../orders/transaction';

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

export async function makeDayChoiceLink(
  tx: Transaction,
  publicBaseUrl: string,
  attempt: { orderNo: number; attemptNo: number; failedAttempts: number; at: Date },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(deliveryDayChoices).values({
    tokenHash: tokenHash(token),
    orderNo: attempt.orderNo,
    attemptNo: attempt.attemptNo,
    failedAttempts: attempt.failedAttempts,
    // From when it was recorded, not the phone's clock: an action sent an hour late still gets its days.
    expiresAt: new Date(Math.max(Date.now(), attempt.at.getTime()) + NEW_DAY_LINK_DAYS * 86_400_000),
  });
  return newDayLink(publicBaseUrl, token);
}
