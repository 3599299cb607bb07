// Staff change an order's quantities, remove lines or add one, before it ships (docs/product.md#changing-an-order).
// In one transaction: the order's stock is given back, the new quantities priced by the same rules as the
// checkout (server/orders/price-order.ts, from today's prices) and taken again, the lines and totals
// rewritten, and the audit entry kept. A paid order then shows what to refund or collect.
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderLines, orders, payments } from '../../database/schema';
import {
  EDIT_CARD_AWAITING,
  EDIT_HAS_DISCOUNT_CODE,
  EDIT_KEEP_ONE_LINE,
  EDIT_NOTHING_CHANGED,
  EDIT_ONLY_BEFORE_SHIPPING,
  PHONE_ORDER_PRODUCT_INVALID,
} from '../../shop-rules/messages/orders';
import { centsToDecimal, formatTT, toCents } from '../../shop-rules/money';
import { OrderRefusal } from '../orders/order-refusal';
import { orderRulesOf } from '../orders/order-rules';
import { orderLineRow } from '../orders/place-order';
import { priceOrder } from '../orders/price-order';
import { giveBackStock, takeStock } from '../orders/stock';
import type { Queryable } from '../orders/transaction';
import { readShopSettings } from '../settings/shop-settings';
import { type Actor, recordChange } from './audit';
import { BackofficeError, notFound } from './errors';
import { insideTransaction } from './inside-transaction';
import type { OrderChangeDeps } from './order-changes';
import { chosenItem } from './phone-order';

const EDITABLE = ['Pending', 'Processed'];

/** Whether the staff may change the order's lines now. */
export const mayEditOrder = (o: { status: string; paymentStatus: string }) =>
  EDITABLE.includes(o.status) && o.paymentStatus !== 'AwaitingPayment';

function quantities(form: FormData, lineNos: number[], cap: number): Map<number, number> {
  const out = new Map<number, number>();
  const fields: Record<string, string> = {};
  for (const lineNo of lineNos) {
    const s = String(form.get(`quantity-${lineNo}`) ?? '').trim();
    if (!/^\d{1,6}$/.test(s) || Number(s) > cap)
      fields[`quantity-${lineNo}`] = `Quantity must be a whole number from 0 to ${cap}.`;
    else out.set(lineNo, Number(s));
  }
  const messages = Object.values(fields);
  if (messages.length)
    throw new BackofficeError(
      messages.length === 1 ? messages[0]! : `Please correct the ${messages.length} marked fields.`,
      fields,
    );
  return out;
}

/** The product to add ('add-product', its number and /variant) and how many; null when none is named. */
function addedLine(form: FormData, cap: number) {
  const product = String(form.get('add-product') ?? '').trim();
  const quantity = String(form.get('add-quantity') ?? '').trim() || '1';
  if (!product) return null;
  const item = chosenItem(product);
  const fields: Record<string, string> = {};
  if (!item) fields['add-product'] = PHONE_ORDER_PRODUCT_INVALID;
  if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1 || Number(quantity) > cap)
    fields['add-quantity'] = `Quantity must be a whole number from 1 to ${cap}.`;
  const first = Object.values(fields)[0];
  if (first || !item) throw new BackofficeError(first ?? PHONE_ORDER_PRODUCT_INVALID, fields);
  return { productNo: item.productNo, skuNo: item.skuNo, color: null, size: null, quantity: Number(quantity) };
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

export async function editOrderLines(
  deps: OrderChangeDeps,
  actor: Actor,
  orderNo: number,
  form: FormData,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    if (!order) throw notFound('order');
    if (!EDITABLE.includes(order.status)) throw new BackofficeError(EDIT_ONLY_BEFORE_SHIPPING, {}, 409);
    if (order.paymentStatus === 'AwaitingPayment') throw new BackofficeError(EDIT_CARD_AWAITING, {}, 409);
    // The code's terms and its counted use belong to the order as placed; re-pricing would judge them again.
    if (order.discountCode) throw new BackofficeError(EDIT_HAS_DISCOUNT_CODE, {}, 409);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderNo, orderNo))
      .orderBy(asc(orderLines.lineNo));
    const settings = await readShopSettings(insideTransaction(tx), { shopName: deps.shopName });
    const wanted = quantities(
      form,
      lines.map((l) => l.lineNo),
      settings.maxQuantityPerLine,
    );
    const added = addedLine(form, settings.maxQuantityPerLine);
    if (!added && lines.every((l) => wanted.get(l.lineNo) === l.quantity))
      throw new BackofficeError(EDIT_NOTHING_CHANGED);
    const kept = lines.filter((l) => (wanted.get(l.lineNo) ?? 0) > 0);
    if (kept.length === 0 && !added) throw new BackofficeError(EDIT_KEEP_ONE_LINE);

    const cause = { reason: 'order-edit' as const, orderNo, staffUserNo: actor.staffUserNo };
    // What the order holds goes back first, so pricing and taking see all the stock it may use.
    await giveBackStock(tx, lines, cause);
    let priced: Awaited<ReturnType<typeof priceOrder>>;
    try {
      priced = await priceOrder(
        tx,
        {
          // An added product already on the order joins its line (priceOrder merges one item's lines).
          lines: [
            ...kept.map((l) => ({
              productNo: l.productNo,
              skuNo: l.skuNo,
              color: l.color,
              size: l.size,
              quantity: wanted.get(l.lineNo)!,
            })),
            ...(added ? [added] : []),
          ],
          deliverCountryNo: order.deliverCountryNo,
          isPickup: order.isPickup,
        },
        orderRulesOf(settings),
      );
      await takeStock(
        tx,
        priced.lines.map((l) => ({
          productNo: l.product.productNo,
          skuNo: l.variant?.skuNo ?? null,
          quantity: l.request.quantity,
          label: l.label,
        })),
        cause,
      );
    } catch (err) {
      if (err instanceof OrderRefusal) throw new BackofficeError(err.message, {}, 409);
      throw err;
    }

    const sameItem = (l: { productNo: number; skuNo: number | null }, x: (typeof priced.lines)[number]) =>
      x.product.productNo === l.productNo && (x.variant?.skuNo ?? null) === l.skuNo;
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
        totalAmount: centsToDecimal(priced.total),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.orderNo, orderNo));

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
        total: priced.total,
        lines: lines.map((l) => ({ lineNo: l.lineNo, item: l.productName, quantity: wanted.get(l.lineNo) })),
        added: newLines.map((p) => ({ item: p.label, quantity: p.request.quantity })),
      },
    });
    const news = `Order ${orderNo} is changed: its total is ${formatTT(priced.total)} (it was ${formatTT(was)}).`;
    if (order.paymentStatus !== 'Paid') return news;
    const balance = paymentBalance(priced.total, await paidFor(tx, orderNo));
    return balance ? `${news} ${balance}` : news;
  });
}
