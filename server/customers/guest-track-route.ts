// POST /api/shop/TrackOrder {OrderId, Mobile}: a guest looks an order up by its number and the mobile
// it was placed with. Answers only the progress, no names or addresses.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orders } from '../../database/schema';
import { PHONE_INVALID } from '../../shop-rules';
import { GUEST_ORDER_NOT_FOUND } from '../../shop-rules/messages/account';
import { parseInput } from '../http/validate';
import { overAddressLimit } from './attempt-limits';
import { textField } from './input-fields';
import { orderIdField } from './order-id';
import { orderTrack } from './order-track';
import { localPhoneDigits } from './phone-number';
import type { CustomerRouteDeps } from './route-deps';
import { statusHistory } from './status-history';

const trackBody = z.object({ OrderId: orderIdField(), Mobile: textField });

export function registerGuestTrackRoute(app: FastifyInstance, { db, limits }: CustomerRouteDeps) {
  app.post('/api/shop/TrackOrder', async (request, reply) => {
    if (await overAddressLimit(limits.trackingPerAddress, request.ip, reply)) return reply;
    const { OrderId, Mobile } = parseInput(trackBody, request.body);
    const mobile = localPhoneDigits(Mobile);
    if (!mobile) return reply.code(400).send({ success: false, msg: PHONE_INVALID });
    const [order] =
      OrderId === null
        ? []
        : await db
            .select()
            .from(orders)
            .where(and(eq(orders.orderNo, OrderId), eq(orders.customerMobile, mobile)));
    if (!order) return reply.code(404).send({ success: false, msg: GUEST_ORDER_NOT_FOUND });
    return orderTrack(order, await statusHistory(db, order));
  });
}
