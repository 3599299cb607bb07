// The orders area: one registration for server/app.ts.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import type { CustomerNoResolver } from './customer-resolver';
import { registerSaveOrder } from './save-order-route';

export interface OrderRouteDeps {
  db: Database;
  config: Config;
  /** Links orders to the signed-in customer; default: every order is a guest order. */
  customerNo?: CustomerNoResolver;
  mailer?: Mailer;
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  const mailer = deps.mailer ?? createMailer(deps.config, app.log);
  app.addHook('onClose', async () => {
    if (!deps.mailer) mailer.stop();
    await mailer.idle();
  });
  registerSaveOrder(app, {
    db: deps.db,
    customerNo: deps.customerNo,
    mail: { db: deps.db, mailer, shopName: deps.config.SHOP_NAME },
  });
}
