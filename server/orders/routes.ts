// The orders area: one registration for server/app.ts.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import { whatsappSettings } from '../whatsapp/whatsapp-settings';
import type { CustomerNoResolver } from './placing/customer-resolver';
import { registerSaveOrder } from './placing/save-order-route';
import { registerCheckDiscountCode } from './terms/check-discount-route';
import { registerDeliveryAreas } from './terms/delivery-areas-route';

export interface OrderRouteDeps {
  db: Database;
  config: Config;
  /** Links orders to the signed-in customer; default: every order is a guest order. */
  customerNo?: CustomerNoResolver;
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps) {
  registerSaveOrder(app, {
    db: deps.db,
    customerNo: deps.customerNo,
    mail: { shopName: deps.config.SHOP_NAME, whatsapp: whatsappSettings(deps.config) },
  });
  registerCheckDiscountCode(app, deps.db);
  registerDeliveryAreas(app, deps.db);
}
