import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { withQuery } from './response-url';
import { makeTransactionId } from './transaction-id';
import { validatePaymentRequest } from './validation';

export const REQUEST_PATH = '/plugins/payments/request';

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('application/json');
}

/** The absolute address of this sandbox, from the request's protocol and Host header. */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}`;
}

/**
 * POST /plugins/payments/request: validates the parameters and answers with the hosted page
 * (JSON with `Accept: application/json`, otherwise a 302 redirect).
 */
export function registerRequestRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post(REQUEST_PATH, async (request, reply) => {
    const at = ctx.now();
    const result = validatePaymentRequest(request.body, ctx.accounts);

    if (!result.ok) {
      const transactionId =
        result.accountNumber && result.orderId
          ? makeTransactionId(result.accountNumber, result.orderId, at, ctx.random)
          : '';
      const url = result.responseUrl
        ? withQuery(result.responseUrl, {
            status: 'error',
            order_id: result.orderId,
            transaction_id: transactionId,
            message: result.message,
          })
        : '';
      if (wantsJson(request)) {
        return reply.code(result.status).send({ url, message: result.message, transaction_id: transactionId });
      }
      if (url) return reply.redirect(url, 302);
      return reply.code(result.status).type('text/plain; charset=utf-8').send(result.message);
    }

    const payment = result.value;
    const transactionId = makeTransactionId(payment.accountNumber, payment.orderId, at, ctx.random);
    const token = await ctx.pending.add(payment, transactionId);
    const url = `${origin(request)}${app.prefix}/plugins/payments/hosted/${token}`;
    if (wantsJson(request)) return reply.code(200).send({ url, message: 'OK', transaction_id: transactionId });
    return reply.redirect(url, 302);
  });
}
