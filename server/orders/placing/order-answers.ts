// The JSON answers of the order endpoints (success, msg: docs/product.md#order-and-payment-api), shared by SaveOrder
// and GetWipayUrl.
import type { FastifyReply } from 'fastify';
import type { SaveOrderAnswer } from '../../../shop-rules/api/orders';
import { ORDER_SAVED, ORDER_STILL_BEING_SENT } from '../../../shop-rules/messages/orders';
import { type Cents, fromCents } from '../../../shop-rules/money';
import { OrderConflict, OrderRefusal } from './order-refusal';

export function savedAnswer(order: { orderNo: number; total: Cents }): SaveOrderAnswer {
  return { success: true, msg: ORDER_SAVED, OrderNo: order.orderNo, TotalAmount: fromCents(order.total) };
}

/** A repeated request answers as the first did; while the first is still running it is told to wait. */
export function repeatAnswer(answer: unknown) {
  return answer ?? { success: false, msg: ORDER_STILL_BEING_SENT };
}

/** Business refusals answer 200 {success: false} (the page shows msg); a key reused with other details 409. */
export function refusalAnswer(err: unknown, reply: FastifyReply) {
  if (err instanceof OrderConflict) return reply.code(409).send({ success: false, msg: err.message });
  if (err instanceof OrderRefusal) return reply.send({ success: false, msg: err.message });
  throw err;
}
