// The back office's one registration in server/app.ts. Its pages are the storefront's /admin routes
// (loaders and actions through the load context); here only what needs the Fastify request:
// - the client's address (as Fastify derives it, trusting only TRUST_PROXY) for the sign-in limits,
//   put on every request's headers so a client cannot supply its own;
// - no caching and no indexing of back-office pages;
// - the first owner from ADMIN_EMAIL/ADMIN_PASSWORD when the app starts;
// - the daily stock mail's timer (one server of the shop takes each turn, server/timed-job-turn.ts).
import type { FastifyInstance } from 'fastify';
import { takeJobTurn } from '../timed-job-turn';
import { type Backoffice, CLIENT_ADDRESS_HEADER } from './backoffice';
import { ensureOwnerFromSettings } from './first-owner';
import { LOW_STOCK_MAIL_EVERY_MS, LOW_STOCK_MAIL_JOB, sendLowStockMail } from './low-stock-mail';

const ADMIN_PATH = /^\/admin(?:[/.?]|$)/i;

export function registerBackoffice(app: FastifyInstance, backoffice: Backoffice) {
  app.addHook('onRequest', async (request, reply) => {
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip;
    if (ADMIN_PATH.test(request.url)) {
      reply.header('Cache-Control', 'no-store');
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
  });
  app.addHook('onReady', async () => {
    const outcome = await ensureOwnerFromSettings(backoffice.db, backoffice.config);
    // Not the address itself: the log holds no e-mail addresses (docs/decisions/0023).
    if (outcome?.created) app.log.info('first owner created from ADMIN_EMAIL');
  });
  const { db, config } = backoffice;
  const stockMail = setInterval(() => {
    takeJobTurn(db, LOW_STOCK_MAIL_JOB, LOW_STOCK_MAIL_EVERY_MS)
      .then((mine) =>
        mine ? sendLowStockMail({ db, shopName: config.SHOP_NAME, publicBaseUrl: config.publicBaseUrl }) : null,
      )
      .catch((err: unknown) => app.log.error({ err }, 'the daily stock mail failed'));
  }, LOW_STOCK_MAIL_EVERY_MS);
  stockMail.unref();
  app.addHook('onClose', async () => clearInterval(stockMail));
}
