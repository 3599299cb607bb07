// POST /api/shop/TrackOrder {OrderId, Mobile}: a guest looks an order up by its number and the mobile
// it was placed with. Answers only the progress, no names or addresses.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orders } from '../../../database/schema';
import { trackLookupSchema } from '../../../shop-rules/forms/account';
import { GUEST_ORDER_NOT_FOUND } from '../../../shop-rules/messages/account';
import { parseInput } from '../../http/input/validate';
import { checkAccountForm, textField } from '../input-fields';
import type { CustomerRouteDeps } from '../route-deps';
import { overAddressLimit } from '../sign-in/attempt-limits';
import { orderRoad } from './order-road';
import { orderTrack } from './order-track';
import { statusHistory } from './status-history';

const trackBody = z.object({ OrderId: textField, Mobile: textField });

export function registerGuestTrackRoute(app: FastifyInstance, { db, limits }: CustomerRouteDeps) {
  app.post('/api/shop/TrackOrder', async (request, reply) => {
    if (await overAddressLimit(limits.trackingPerAddress, request.ip, reply)) return reply;
    // The page's own schema (shop-rules/forms/account.ts): a malformed number or mobile is a 400 naming it.
    const form = checkAccountForm(trackLookupSchema, parseInput(trackBody, request.body));
    if (!form.ok) return reply.code(400).send(form.refusal);
    const { orderNo, mobile } = form.data;
    const [order] =
      orderNo === null
        ? []
        : await db
            .select()
            .from(orders)
            .where(and(eq(orders.orderNo, orderNo), eq(orders.customerMobile, mobile)));
    if (!order) return reply.code(404).send({ success: false, msg: GUEST_ORDER_NOT_FOUND });
    return { ...orderTrack(order, await statusHistory(db, order)), ...(await orderRoad(db, order)) };
  });
}
