// POST /api/shop/GetWipayUrl: a card order; answers the WiPay page to send the browser to
// (docs/product.md#order-and-payment-api).
import type { FastifyInstance } from 'fastify';
import { PAYMENT_METHOD_CARD } from '../../shop-rules/constants';
import { WIPAY_IS_FOR_CARD } from '../../shop-rules/messages/orders';
import type { CustomerNoResolver } from '../orders/placing/customer-resolver';
import { refusalAnswer } from '../orders/placing/order-answers';
import { parseOrderBody } from '../orders/placing/order-body';
import { type CardPaymentDeps, startCardPayment } from './start-card-payment';

export function registerGetWipayUrl(app: FastifyInstance, deps: CardPaymentDeps & { customerNo?: CustomerNoResolver }) {
  app.post('/api/shop/GetWipayUrl', async (request, reply) => {
    const { request: order, idempotencyKey } = parseOrderBody(request.body, request.headers['idempotency-key']);
    if (order.pmNo !== PAYMENT_METHOD_CARD) return { success: false, msg: WIPAY_IS_FOR_CARD };
    const customerNo = deps.customerNo ? await deps.customerNo(request) : null;
    try {
      return await startCardPayment(deps, { request: order, idempotencyKey, customerNo });
    } catch (err) {
      return refusalAnswer(err, reply);
    }
  });
}
