// POST /api/shop/RetryWipayPayment and /api/shop/ChangePaymentMethod: the placing browser pays a card
// order again, by card or another way (pay-again.ts; the contract is in decision 0020).
import type { FastifyInstance } from 'fastify';
import { CHANGE_PAYMENT_METHOD_PATH, RETRY_WIPAY_PAYMENT_PATH } from '../../shop-rules/card-payment';
import { nudgeMailSender } from '../mail/mail-nudge';
import type { OrderMailDeps } from '../orders/placing/order-mails';
import { changePaymentMethod, retryWipayPayment } from './pay-again';
import type { CardPaymentDeps } from './start-card-payment';

export function registerPayAgain(app: FastifyInstance, deps: CardPaymentDeps & { mail: OrderMailDeps }) {
  app.post(RETRY_WIPAY_PAYMENT_PATH, async (request) => retryWipayPayment(deps, request.body));
  app.post(CHANGE_PAYMENT_METHOD_PATH, async (request) => {
    const { answer, changed } = await changePaymentMethod(deps.db, deps.mail, request.body);
    if (changed && answer.success) nudgeMailSender();
    return answer;
  });
}
