// POST /api/shop/RetryWipayPayment and /api/shop/ChangePaymentMethod: the placing browser pays a card
// order again, by card or another way (pay-again.ts; the contract is in decision 0020).
import type { FastifyInstance } from 'fastify';
import { CHANGE_PAYMENT_METHOD_PATH, RETRY_WIPAY_PAYMENT_PATH } from '../../shop-rules/card-payment';
import { queueOrderConfirmation, type OrderMailDeps } from '../mail/send-order-confirmation';
import { changePaymentMethod, retryWipayPayment } from './pay-again';
import type { CardPaymentDeps } from './start-card-payment';

export function registerPayAgain(app: FastifyInstance, deps: CardPaymentDeps & { mail: OrderMailDeps }) {
  app.post(RETRY_WIPAY_PAYMENT_PATH, async (request) => retryWipayPayment(deps, request.body));
  app.post(CHANGE_PAYMENT_METHOD_PATH, async (request) => {
    const { answer, changed } = await changePaymentMethod(deps.db, request.body);
    // Placed now, as SaveOrder's orders are: the same confirmation mail.
    if (changed && answer.success) queueOrderConfirmation(deps.mail, answer.OrderNo);
    return answer;
  });
}
