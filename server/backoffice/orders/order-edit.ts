// Staff change an order's quantities, remove lines or add one, before it ships (docs/product.md#changing-an-order).
// In one transaction: the order's stock is given back, the new quantities priced by the same rules as the
// checkout (server/orders/placing/price-order.ts, from today's prices) and taken again, the lines and totals
// rewritten, and the audit entry kept. A paid order then shows what to refund or collect.
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderLines, orders, payments } from '../../../database/schema';
import { type chosenItem, orderEditSchema } from '../../../shop-rules/forms/orders';
import {
  EDIT_CARD_AWAITING,
  EDIT_HAS_DISCOUNT_CODE,
  EDIT_KEEP_ONE_LINE,
  EDIT_NOTHING_CHANGED,
  EDIT_ONLY_BEFORE_SHIPPING,
} from '../../../shop-rules/messages/orders';
import { centsToDecimal, formatTT, toCents } from '../../../shop-rules/money';
import { OrderRefusal } from '../../orders/placing/order-refusal';
import { orderRulesOf } from '../../orders/placing/order-rules';
import { orderLineRow } from '../../orders/placing/place-order';
import { priceOrder } from '../../orders/placing/price-order';
import { giveBackStock, takeStock } from '../../orders/stock';
import type { Queryable } from '../../orders/transaction';
import { readShopSettings } from '../../settings/shop-settings';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';
import type { OrderChangeDeps } from './order-changes';

const EDITABLE = ['Pending', 'Processed'];

/** Whether the staff may change the order's lines now. */
export const mayEditOrder = (o: { status: string; paymentStatus: string }) =>
  EDITABLE.includes(o.status) && o.paymentStatus !== 'AwaitingPayment';

/**
 * The form read with the schema the page checks too (shop-rules/forms/orders.ts): each line's new
 * quantity, and the product to add with how many (null when none is named).
 */
function readEdit(form: FormData, lineNos: number[], cap: number) {
  const fields = readForm(orderEditSchema(lineNos, cap), form) as Record<string, unknown>;
  const wanted = new Map(lineNos.map((lineNo) => [lineNo, fields[`quantity-${lineNo}`] as number]));
  const item = fields['add-product'] as ReturnType<typeof chosenItem>;
  const added = item ? { ...item, color: null, size: null, quantity: fields['add-quantity'] as number } : null;
  return { wanted, added };
}

/** What the order's paid records hold, in cents (a card's fee aside). */
export async function paidFor(q: Queryable, orderNo: number): Promise<number> {
  const [row] = await q
    .select({ paid: sql<string>`coalesce(sum(${payments.originalTotal}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'Paid')));
  return toCents(row?.paid ?? '0');
}

/** A paid order whose total changed: what to give back or still take. */
export function paymentBalance(total: number, paid: number): string | null {
  if (total === paid) return null;
  return total < paid
    ? `It is paid: refund ${formatTT(paid - total)} to the customer.`
    : `It is paid: collect ${formatTT(total - paid)} more from the customer.`;
}

type Transaction = Parameters<Parameters<OrderChangeDeps['db']['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type Priced = Awaited<ReturnType<typeof priceOrder>>;
type Added = ReturnType<typeof readEdit>['added'];

/** The order, locked, when its lines may still change. */
async function editableOrder(tx: Transaction, orderNo: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  if (!order) throw notFound('order');
  if (!EDITABLE.includes(order.status)) throw new BackofficeError(EDIT_ONLY_BEFORE_SHIPPING, {}, 409);
  if (order.paymentStatus === 'AwaitingPayment') throw new BackofficeError(EDIT_CARD_AWAITING, {}, 409);
  // The code's terms and its counted use belong to the order as placed; re-pricing would judge them again.
  if (order.discountCode) throw new BackofficeError(EDIT_HAS_DISCOUNT_CODE, {}, 409);
  return order;
}

/** The order priced again with its new quantities and added line, and their stock taken. */
async function repriceAndTake(
  tx: Transaction,
  order: OrderRow,
  kept: { line: LineRow; quantity: number }[],
  added: Added,
  rules: ReturnType<typeof orderRulesOf>,
  cause: Parameters<typeof takeStock>[2],
): Promise<Priced> {
  try {
    const priced = await priceOrder(
      tx,
      {
        // An added product already on the order joins its line (priceOrder merges one item's lines).
        lines: [
          ...kept.map(({ line: l, quantity }) => ({
            productNo: l.productNo,
            skuNo: l.skuNo,
            color: l.color,
            size: l.size,
            quantity,
          })),
          ...(added ? [added] : []),
        ],
        deliverCountryNo: order.deliverCountryNo,
        isPickup: order.isPickup,
      },
      rules,
    );
    const taken = priced.lines.map((l) => ({
      productNo: l.product.productNo,
      skuNo: l.variant?.skuNo ?? null,
      quantity: l.request.quantity,
      label: l.label,
    }));
    await takeStock(tx, taken, cause);
    return priced;
  } catch (err) {
    if (err instanceof OrderRefusal) throw new BackofficeError(err.message, {}, 409);
    throw err;
  }
}

const sameItem = (l: { productNo: number; skuNo: number | null }, x: Priced['lines'][number]) =>
  x.product.productNo === l.productNo && (x.variant?.skuNo ?? null) === l.skuNo;

/** The order's rows as priced: lines changed, removed or added, and its totals. */
async function writeLines(tx: Transaction, orderNo: number, lines: LineRow[], kept: LineRow[], priced: Priced) {
  for (const l of lines) {
    const p = kept.includes(l) ? priced.lines.find((x) => sameItem(l, x)) : undefined;
    if (!p) {
      await tx.delete(orderLines).where(eq(orderLines.lineNo, l.lineNo));
      continue;
    }
    await tx
      .update(orderLines)
      .set({
        quantity: p.request.quantity,
        unitPrice: centsToDecimal(p.price.unitPrice),
        lineTotal: centsToDecimal(p.price.total),
        freeDelivery: p.price.freeDelivery,
      })
      .where(eq(orderLines.lineNo, l.lineNo));
  }
  // The added product, when it is not on the order already: a line of its own.
  const newLines = priced.lines.filter((p) => !kept.some((l) => sameItem(l, p)));
  if (newLines.length) await tx.insert(orderLines).values(newLines.map((p) => orderLineRow(orderNo, p)));
  await tx
    .update(orders)
    .set({
      itemTotal: centsToDecimal(priced.itemTotal),
      freight: centsToDecimal(priced.freight),
      // The delivery area's extra charge stays as the order was placed (decision 0080).
      totalAmount: sql`${centsToDecimal(priced.total)}::numeric + ${orders.areaCharge}`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.orderNo, orderNo));
  return newLines;
}

export async function editOrderLines(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  form: FormData,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const order = await editableOrder(tx, orderNo);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderNo, orderNo))
      .orderBy(asc(orderLines.lineNo));
    const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
    const { wanted, added } = readEdit(
      form,
      lines.map((l) => l.lineNo),
      settings.maxQuantityPerLine,
    );
    if (!added && lines.every((l) => wanted.get(l.lineNo) === l.quantity))
      throw new BackofficeError(EDIT_NOTHING_CHANGED);
    const kept = lines.filter((l) => (wanted.get(l.lineNo) ?? 0) > 0);
    if (kept.length === 0 && !added) throw new BackofficeError(EDIT_KEEP_ONE_LINE);

    const cause = { reason: 'order-edit' as const, orderNo, staffUserNo: actor.staffUserNo };
    // What the order holds goes back first, so pricing and taking see all the stock it may use.
    await giveBackStock(tx, lines, cause);
    const keptQuantities = kept.map((line) => ({ line, quantity: wanted.get(line.lineNo)! }));
    const priced = await repriceAndTake(tx, order, keptQuantities, added, orderRulesOf(settings), cause);
    const newLines = await writeLines(tx, orderNo, lines, kept, priced);
    // The delivery area's extra charge stays as the order was placed (decision 0080).
    const total = priced.total + toCents(order.areaCharge);

    const was = toCents(order.totalAmount);
    await recordChange(tx, actor, {
      action: 'order.edit',
      entity: 'order',
      entityId: orderNo,
      before: {
        total: was,
        lines: lines.map((l) => ({ lineNo: l.lineNo, item: l.productName, quantity: l.quantity })),
      },
      after: {
        total: total,
        lines: lines.map((l) => ({ lineNo: l.lineNo, item: l.productName, quantity: wanted.get(l.lineNo) })),
        added: newLines.map((p) => ({ item: p.label, quantity: p.request.quantity })),
      },
    });
    const news = `Order ${orderNo} is changed: its total is ${formatTT(total)} (it was ${formatTT(was)}).`;
    if (order.paymentStatus !== 'Paid') return news;
    const balance = paymentBalance(total, await paidFor(tx, orderNo));
    return balance ? `${news} ${balance}` : news;
  });
}
