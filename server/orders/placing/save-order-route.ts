// POST /api/shop/SaveOrder: an order paid by bank transfer or cash on delivery (docs/product.md#order-and-payment-api).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../database/connect';
import { PAYMENT_METHOD_CARD } from '../../../shop-rules/constants';
import { CARD_ORDERS_USE_WIPAY } from '../../../shop-rules/messages/orders';
import { nudgeMailSender } from '../../mail/mail-nudge';
import type { CustomerNoResolver } from './customer-resolver';
import { refusalAnswer, repeatAnswer, savedAnswer } from './order-answers';
import { parseOrderBody } from './order-body';
import { newOrderMails, type OrderMailDeps } from './order-mails';
import { placeOrder } from './place-order';

export interface SaveOrderDeps {
  db: Database;
  mail: OrderMailDeps;
  customerNo?: CustomerNoResolver;
}

export function registerSaveOrder(app: FastifyInstance, deps: SaveOrderDeps) {
  app.post('/api/shop/SaveOrder', async (request, reply) => {
    const { request: order, idempotencyKey } = parseOrderBody(request.body, request.headers['idempotency-key']);
    if (order.pmNo === PAYMENT_METHOD_CARD) return { success: false, msg: CARD_ORDERS_USE_WIPAY };
    const customerNo = deps.customerNo ? await deps.customerNo(request) : null;
    try {
      const outcome = await placeOrder(deps.db, {
        request: order,
        idempotencyKey,
        customerNo,
        card: false,
        answer: savedAnswer,
        // The confirmation mails are written with the order, so an acknowledged order always has them.
        mails: (placed) => newOrderMails(deps.mail, placed),
      });
      if (outcome.kind === 'repeat') return repeatAnswer(outcome.answer);
      nudgeMailSender();
      return savedAnswer(outcome);
    } catch (err) {
      return refusalAnswer(err, reply);
    }
  });
}
