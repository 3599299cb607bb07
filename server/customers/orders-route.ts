// The customer's own orders: GET /api/customer/orders, /orders/:orderId and /orders/:orderId/track.
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/validate';
import { requireCustomer, signedIn } from './customer-auth';
import { orderDetail } from './order-detail';
import { orderHistory } from './order-history';
import { orderIdParams } from './order-id';
import { orderTrack } from './order-track';
import { ownedOrder } from './owned-order';
import type { CustomerRouteDeps } from './route-deps';
import { statusHistory } from './status-history';

export function registerOrderRoutes(app: FastifyInstance, { db }: CustomerRouteDeps) {
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
    return orderTrack(order, await statusHistory(db, order));
  });
}
