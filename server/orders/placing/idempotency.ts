// One order per idempotency key: the page mints a key when checkout opens and sends it with every
// attempt, so a double click, a retry after a timeout or a reload never makes a second order.
// docs/decisions/0009-orders-idempotency-and-card-payments.md
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orders } from '../../../database/schema';
import { ORDER_SENT_WITH_OTHER_DETAILS } from '../../../shop-rules/messages/orders';
import type { OrderRequest } from './order-body';
import { OrderConflict } from './order-refusal';

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of the normalized order: what was asked for, not how the JSON happened to be spelled. */
export function requestHash(request: OrderRequest): string {
  return crypto.createHash('sha256').update(stable(request)).digest('hex');
}

export interface KeyedOrder {
  orderNo: number;
  requestHash: string | null;
  firstAnswer: unknown;
}

export async function findOrderByKey(db: Database, key: string): Promise<KeyedOrder | null> {
  const [row] = await db
    .select({ orderNo: orders.orderNo, requestHash: orders.requestHash, firstAnswer: orders.firstAnswer })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** The first answer for a repeat of the same order, OrderConflict for the same key with another body. */
export function replayOf(order: KeyedOrder, hash: string): unknown {
  if (order.requestHash !== hash) throw new OrderConflict(ORDER_SENT_WITH_OTHER_DETAILS);
  return order.firstAnswer;
}

/** True for PostgreSQL's unique violation on orders.idempotency_key (drizzle wraps driver errors). */
export function isDuplicateKey(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505')
      return (
        e.constraint === undefined ||
        e.constraint === 'orders_idempotency_key' ||
        /orders_idempotency_key/.test(e.message ?? '')
      );
  }
  return false;
}
