// Return requests (RMA): the list, one request, and the staff's decision with a comment the customer
// reads on their account's returns. A request is decided once.
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../database/connect';
import { returnRequests } from '../../../database/schema';
import { refundSchema } from '../../../shop-rules/forms/payments';
import { returnDecisionSchema } from '../../../shop-rules/forms/returns';
import { RETURN_ALREADY_DECIDED } from '../../../shop-rules/messages/backoffice';
import { REFUND_NOT_YOURS } from '../../../shop-rules/messages/refunds';
import { formatTT } from '../../../shop-rules/money';
import { RETURN_REASONS, RETURN_STATUSES } from '../../../shop-rules/order-constants';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { addToOutbox } from '../../mail/mail-outbox';
import { renderReturnDecisionMail } from '../../mail/refund-mails';
import { readShopSettings } from '../../settings/shop-settings';
import { type RefundDeps, refundInTransaction } from '../payments';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { checkFields, optionalChoice, readForm, whole } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';
import { restockReturn, returnChoices } from './return-settlement';

export const RETURNS_PER_PAGE = 25;

export const reasonName = (id: number) =>
  RETURN_REASONS.find((r) => r.id === id)?.name.replace(/, please supply details$/, '') ?? `Reason ${id}`;

const listSchema = z.object({
  status: optionalChoice('Status', RETURN_STATUSES),
  page: whole('Page', 1, 100_000),
});

export function readReturnQuery(query: URLSearchParams) {
  const parsed = checkFields(listSchema, query);
  return parsed.success
    ? { query: parsed.data, problem: null }
    : { query: checkFields(listSchema, {}).data!, problem: parsed.error.issues[0]!.message };
}

const view = (r: typeof returnRequests.$inferSelect) => ({
  rmaNo: r.rmaNo,
  orderNo: r.orderNo,
  customerNo: r.customerNo,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  telephone: r.telephone,
  orderDate: r.orderDate,
  productName: r.productName,
  productCode: r.productCode,
  quantity: r.quantity,
  reason: reasonName(r.returnReasonId),
  opened: r.opened,
  details: r.details,
  status: r.status,
  staffComment: r.staffComment,
  requestedAt: r.createdAt.toISOString(),
});

export async function listReturns(db: Database, q: z.infer<typeof listSchema>) {
  const page = q.page ?? 1;
  const where = q.status ? eq(returnRequests.status, q.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.rmaNo))
      .limit(RETURNS_PER_PAGE)
      .offset((page - 1) * RETURNS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(where),
  ]);
  return { rows: rows.map(view), total: count?.n ?? 0, page, pageSize: RETURNS_PER_PAGE };
}

export async function returnRequest(db: Database, rmaNo: number) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.rmaNo, rmaNo));
  if (!row) throw notFound('return request');
  return { ...view(row), settlement: await returnChoices(db, row) };
}

export interface ReturnDecisionDeps extends RefundDeps {
  /** Whether the staff member may give money back (the payments area, ../staff/roles.ts). */
  mayRefund: boolean;
}

/**
 * Approves or refuses a request, once. An approval may refund its lines and put their units back in
 * stock; the customer gets one mail with the decision (and the refund), in the same transaction.
 */
export async function decideReturn(
  deps: ReturnDecisionDeps,
  actor: Actor,
  rmaNo: number,
  input: Record<string, unknown>,
): Promise<string> {
  // The schema the page checks too (shop-rules/forms/returns.ts): a refusal's comment, an approval's refund.
  const fields = readForm(returnDecisionSchema, input);
  const { decision, comment, lineNo } = fields;
  // The refund and restock choices belong to an approval; a refusal leaves them aside.
  const refund = decision === 'Approved' && fields.refund;
  const restock = decision === 'Approved' && fields.restock;
  if (refund && !deps.mayRefund) throw new BackofficeError(REFUND_NOT_YOURS, {}, 409);
  const money = refund ? readForm(refundSchema, input) : null;
  const done = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(returnRequests).where(eq(returnRequests.rmaNo, rmaNo));
    if (!before) throw notFound('return request');
    const changed = await tx
      .update(returnRequests)
      .set({ status: decision, staffComment: comment, updatedAt: sql`now()` })
      .where(and(eq(returnRequests.rmaNo, rmaNo), eq(returnRequests.status, 'Requested')))
      .returning({ rmaNo: returnRequests.rmaNo });
    if (!changed.length) throw new BackofficeError(RETURN_ALREADY_DECIDED, {}, 409);
    const restocked = restock ? await restockReturn(tx, before, lineNo, actor.staffUserNo) : null;
    await recordChange(tx, actor, {
      action: decision === 'Approved' ? 'return.approve' : 'return.refuse',
      entity: 'return',
      entityId: rmaNo,
      before: { status: before.status, staffComment: before.staffComment },
      after: { status: decision, staffComment: comment, restocked },
    });
    if (money)
      await refundInTransaction(
        tx,
        deps,
        actor,
        { orderNo: before.orderNo, rmaNo, ...money, reason: money.reason || `Return ${rmaNo}` },
        { mail: false },
      );
    const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
    const mail = renderReturnDecisionMail({
      rmaNo,
      orderNo: before.orderNo,
      customerName: `${before.firstName} ${before.lastName}`.trim(),
      productName: before.productName,
      quantity: before.quantity,
      decision,
      comment,
      refund: money ? { ...money, reason: '' } : null,
      shopName: settings.shopName,
      contactPhone: settings.contactPhone,
    });
    if (before.email)
      await addToOutbox(tx, [{ kind: 'return-decision', orderNo: before.orderNo, to: before.email, ...mail }]);
    return { restocked };
  });
  nudgeMailSender();
  const extra = [
    money ? `${formatTT(money.amount)} is refunded` : '',
    done.restocked ? `${done.restocked.quantity} back in stock` : '',
  ].filter(Boolean);
  return `Return ${rmaNo} is ${decision.toLowerCase()}${extra.length ? `: ${extra.join(', ')}` : ''}.`;
}
