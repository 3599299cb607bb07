// The customer's own orders: GET /api/customer/orders, /orders/:orderId, /orders/:orderId/track and
// /orders/:orderId/invoice (its VAT invoice, 404 before it has one).
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/input/validate';
import type { CustomerRouteDeps } from '../route-deps';
import { requireCustomer, signedIn } from '../sign-in/customer-auth';
import { orderDetail } from './order-detail';
import { orderHistory } from './order-history';
import { orderIdParams } from './order-id';
import { orderRoad } from './order-road';
import { orderTrack } from './order-track';
import { ownedOrder } from './owned-order';
import { statusHistory } from './status-history';
import { vatInvoice } from './vat-invoice';

export function registerOrderRoutes(
  app: FastifyInstance,
  { db }: CustomerRouteDeps,
  /** The SHOP_NAME setting, the invoice's name until the staff save one. */
  shop: { shopName: string },
) {
  app.get('/api/customer/orders', { preHandler: requireCustomer }, async (request) =>
    orderHistory(db, signedIn(request).customerNo),
  );

  app.get('/api/customer/orders/:orderId', { preHandler: requireCustomer }, async (request) => {
    const { orderId } = parseInput(orderIdParams, request.params);
    return orderDetail(db, await ownedOrder(db, signedIn(request).customerNo, orderId));
  });

  app.get('/api/customer/orders/:orderId/track', { preHandler: requireCustomer }, async (request) => {
    const { orderId } = parseInput(orderIdParams, request.params);
    const order = await ownedOrder(db, signedIn(request).customerNo, orderId);
    return { ...orderTrack(order, await statusHistory(db, order)), ...(await orderRoad(db, order)) };
  });

  app.get('/api/customer/orders/:orderId/invoice', { preHandler: requireCustomer }, async (request) => {
    const { orderId } = parseInput(orderIdParams, request.params);
    const order = await ownedOrder(db, signedIn(request).customerNo, orderId);
    return vatInvoice(db, order, { shopName: shop.shopName });
  });
}
