// The payments area: one registration for server/app.ts (the simulator is mounted separately).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import type { CustomerNoResolver } from '../orders/placing/customer-resolver';
import { takeJobTurn } from '../timed-job-turn';
import { whatsappSettings } from '../whatsapp/whatsapp-settings';
import { TEST_MODE_WARNING } from './card-test-mode';
import { CARD_SWEEP_EVERY_MS, CARD_SWEEP_JOB, expireAbandonedCardOrders } from './expire-card-orders';
import { registerGetWipayUrl } from './get-wipay-url-route';
import { registerPayAgain } from './pay-again-routes';
import { type FormPost, httpFormPost, inProcessFormPost } from './wipay-gateway';
import { registerWipayReceive } from './wipay-receive-route';
import { currentWipaySettings, type WipaySettings } from './wipay-settings';

export interface PaymentRouteDeps {
  db: Database;
  config: Config;
  customerNo?: CustomerNoResolver;
  /** How requests reach WiPay; default: HTTP, or in-process when the simulator is mounted here. */
  post?: FormPost;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  // Read per payment and per return, so an account saved in the back office applies at once.
  const wipay = () => currentWipaySettings(deps.db, deps.config);
  const mail = { shopName: deps.config.SHOP_NAME, whatsapp: whatsappSettings(deps.config) };
  const inProcess = inProcessFormPost(app);
  const http = httpFormPost();
  const post = (settings: WipaySettings) => deps.post ?? (settings.sandboxInProcess ? inProcess : http);
  const cardDeps = { db: deps.db, wipay, post, log: app.log };
  registerGetWipayUrl(app, { ...cardDeps, customerNo: deps.customerNo });
  registerPayAgain(app, { ...cardDeps, mail });
  registerWipayReceive(app, { db: deps.db, wipay, mail, log: app.log });

  // Test money never looks like real money: said at start (and in the back office, and on the storefront).
  app.addHook('onReady', async () => {
    if ((await wipay()).testMode) app.log.warn(TEST_MODE_WARNING);
  });

  // Unpaid card orders give their stock back after the back office's time; checked every minute by
  // one server of the shop (server/timed-job-turn.ts).
  const sweep = setInterval(() => {
    takeJobTurn(deps.db, CARD_SWEEP_JOB, CARD_SWEEP_EVERY_MS)
      .then((mine) => (mine ? expireAbandonedCardOrders(deps.db, new Date(), undefined, mail) : 0))
      .catch((err: unknown) => app.log.error({ err }, 'expiring abandoned card orders failed'));
  }, CARD_SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
