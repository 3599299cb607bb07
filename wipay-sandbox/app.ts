import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { SandboxContext } from './context';
import { registerHostedRoutes } from './hosted-routes';
import { HTML_HEADERS, page } from './html';
import { REQUEST_PATH, registerRequestRoute } from './request-route';
import { type PendingPaymentStore, PendingPayments } from './store';

export interface WipaySandboxOptions {
  /** account_number -> API key; default { '1234567890': '123' } (WiPay's sandbox account). */
  accounts?: Record<string, string>;
  now?: () => Date;
  random?: () => number;
  logger?: boolean;
  /** Where open payment pages are kept; default: this process's memory. */
  pending?: PendingPaymentStore;
}

export const SANDBOX_ACCOUNTS: Readonly<Record<string, string>> = { '1234567890': '123' };

/**
 * The simulator's routes as a Fastify plugin, so another server can mount it under a prefix
 * (the shop does, under /wipay-sandbox, when no real WiPay address is set).
 */
export const wipaySandboxPlugin: FastifyPluginAsync<WipaySandboxOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const ctx: SandboxContext = {
    accounts: { ...(opts.accounts ?? SANDBOX_ACCOUNTS) },
    now,
    random: opts.random ?? Math.random,
    pending: opts.pending ?? new PendingPayments(now),
  };

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message =
      status >= 500 ? 'The WiPay sandbox failed to handle the request.' : (error.message ?? 'Bad request.');
    if (request.url.startsWith(`${app.prefix}${REQUEST_PATH}`))
      return reply.code(status).send({ url: '', message, transaction_id: '' });
    return reply
      .code(status)
      .headers(HTML_HEADERS)
      .send(page('Error', `<h1>Error</h1><p>${status}: the request could not be handled.</p>`));
  });

  app.get('/', async (_request, reply) =>
    reply.headers(HTML_HEADERS).send(
      page(
        'Simulator',
        `
<h1>WiPay Sandbox simulator</h1>
<p>This server simulates WiPay's hosted payment page for development and tests.
Send payment requests to <code>POST ${app.prefix}${REQUEST_PATH}</code>.</p>`,
      ),
    ),
  );

  registerRequestRoute(app, ctx);
  registerHostedRoutes(app, ctx);
};

/** A WiPay hosted payment page simulator following the documented protocol (not listening). */
export function createWipaySandbox(opts: WipaySandboxOptions = {}): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false });
  app.register(wipaySandboxPlugin, opts);
  return app;
}
