// The payments area: one registration for server/app.ts (the simulator is mounted separately).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import type { CustomerNoResolver } from '../orders/customer-resolver';
import { expireAbandonedCardOrders } from './expire-card-orders';
import { registerGetWipayUrl } from './get-wipay-url-route';
import { httpFormPost, inProcessFormPost, type FormPost } from './wipay-gateway';
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
  const mail = { shopName: deps.config.SHOP_NAME };
  const inProcess = inProcessFormPost(app);
  const http = httpFormPost();
  const post = (settings: WipaySettings) => deps.post ?? (settings.sandboxInProcess ? inProcess : http);
  registerGetWipayUrl(app, { db: deps.db, wipay, post, log: app.log, customerNo: deps.customerNo });
  registerWipayReceive(app, { db: deps.db, apiKey: async () => (await wipay()).apiKey, mail });

  // Abandoned card orders give their stock back; checked every 10 minutes while the server runs.
  const sweep = setInterval(() => {
    expireAbandonedCardOrders(deps.db).catch((err: unknown) => app.log.error({ err }, 'expiring abandoned card orders failed'));
  }, 10 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
