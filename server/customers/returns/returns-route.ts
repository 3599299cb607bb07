// POST and GET /api/customer/returns: the Product Return form and the customer's RMAs; POST
// /api/shop/ReturnRequest: the same form from a guest, who names the order and its mobile.
import type { FastifyInstance } from 'fastify';
import { returnRequestSchema } from '../../../shop-rules/forms/account';
import { parseInput } from '../../http/input/validate';
import { checkAccountForm } from '../input-fields';
import type { CustomerRouteDeps } from '../route-deps';
import { overAddressLimit } from '../sign-in/attempt-limits';
import { requireCustomer, signedIn } from '../sign-in/customer-auth';
import { returnFormBody } from './return-form';
import { customerReturns, saveReturnRequest } from './returns';

export function registerReturnRoutes(app: FastifyInstance, { db, limits }: CustomerRouteDeps) {
  app.post('/api/customer/returns', { preHandler: requireCustomer }, async (request, reply) => {
    const form = checkAccountForm(returnRequestSchema, parseInput(returnFormBody, request.body));
    if (!form.ok) return reply.code(400).send(form.refusal);
    return saveReturnRequest(db, { customerNo: signedIn(request).customerNo }, form.data);
  });

  // A guest's request: the form's telephone must be the mobile the order was placed with (as TrackOrder).
  app.post('/api/shop/ReturnRequest', async (request, reply) => {
    if (await overAddressLimit(limits.trackingPerAddress, request.ip, reply)) return reply;
    const form = checkAccountForm(returnRequestSchema, parseInput(returnFormBody, request.body));
    if (!form.ok) return reply.code(400).send(form.refusal);
    return saveReturnRequest(db, { guestMobile: form.data.telephone }, form.data);
  });

  app.get('/api/customer/returns', { preHandler: requireCustomer }, async (request) =>
    customerReturns(db, signedIn(request).customerNo),
  );
}
