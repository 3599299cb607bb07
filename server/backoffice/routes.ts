// The back office's one registration in server/app.ts. Its pages are the storefront's /admin routes
// (loaders and actions through the load context); here only what needs the Fastify request:
// - the client's address (as Fastify derives it, trusting only TRUST_PROXY) for the sign-in limits,
//   put on every request's headers so a client cannot supply its own;
// - no caching and no indexing of back-office pages, whatever a page's own headers say;
// - the first owner from ADMIN_EMAIL/ADMIN_PASSWORD when the app starts;
// - the daily stock mail's timer (one server of the shop takes each turn, server/timed-job-turn.ts);
// - the sweep of password-reset requests a stopped server left queued (decision 0070).
import type { FastifyInstance } from 'fastify';
import { takeJobTurn } from '../timed-job-turn';
import { type Backoffice, CLIENT_ADDRESS_HEADER } from './backoffice';
import { ensureOwnerFromSettings } from './staff';
import { LOW_STOCK_MAIL_EVERY_MS, LOW_STOCK_MAIL_JOB, sendLowStockMail } from './stock';

const RESET_SWEEP_MS = 60_000;
const ADMIN_PATH = /^\/admin(?:[/.?]|$)/i;
/** Staff pages, their data and CSV files: for the one who asked, kept by no browser cache or CDN. */
const BACK_OFFICE_CACHE_CONTROL = 'private, no-store';

export function registerBackoffice(app: FastifyInstance, backoffice: Backoffice) {
  // request.url is the normal form (server/http/input/normalised-url.ts): every spelling of /admin is seen.
  app.addHook('onRequest', async (request, reply) => {
    request.headers[CLIENT_ADDRESS_HEADER] = request.ip;
    if (ADMIN_PATH.test(request.url)) {
      reply.header('Cache-Control', BACK_OFFICE_CACHE_CONTROL);
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
  });
  // Again once React Router's headers are copied in (server/http/storefront-bridge.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (ADMIN_PATH.test(request.url)) reply.header('Cache-Control', BACK_OFFICE_CACHE_CONTROL);
    return payload;
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
  // Reset requests a server left behind (it stopped before its queue ran): any server sends them.
  const resetSweep = setInterval(() => {
    backoffice.resetQueue.run().catch((err: unknown) => app.log.error({ err }, 'the password-reset mails failed'));
  }, RESET_SWEEP_MS);
  resetSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(stockMail);
    clearInterval(resetSweep);
    backoffice.resetQueue.stop();
  });
}
