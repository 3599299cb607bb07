// POST /api/shop/WipayReceive: the return page posts the query WiPay redirected with,
// and the placing browser's PaymentToken when it has one. Always 200: {status: 'success', OrderNo} or
// {status: 'failed', msg, reason, …} (shop-rules/card-payment.ts, decision 0020). A character the
// database cannot keep (NUL) is dropped from the unsigned parameters, not refused: a real payment must
// still count.
import type { FastifyInstance } from 'fastify';
import { WIPAY_RECEIVE_PATH } from '../../shop-rules/card-payment';
import { type SettleDeps, settleWipayReturn } from './settle-card-payment';
import { readWipayReturn } from './wipay-return';

export function registerWipayReceive(app: FastifyInstance, deps: SettleDeps) {
  app.post(WIPAY_RECEIVE_PATH, { config: { unstorableText: 'drop' } }, async (request) =>
    settleWipayReturn(deps, readWipayReturn(request.body)),
  );
}
