// POST /api/shop/WipayReceive: the return page posts the query WiPay redirected with (spec point 7).
// Always 200: {status: 'success', OrderNo} or {status: 'failed', msg}. A character the database cannot
// keep (NUL) is dropped from the unsigned parameters, not refused: a real payment must still count.
import type { FastifyInstance } from 'fastify';
import { readWipayReturn } from './wipay-return';
import { settleWipayReturn, type SettleDeps } from './settle-card-payment';

export function registerWipayReceive(app: FastifyInstance, deps: SettleDeps) {
  app.post('/api/shop/WipayReceive', { config: { unstorableText: 'drop' } }, async (request) =>
    settleWipayReturn(deps, readWipayReturn(request.body)),
  );
}
