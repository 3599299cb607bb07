// POST and GET /api/customer/returns: the Product Return form and the customer's RMAs.
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/validate';
import { requireCustomer, signedIn } from './customer-auth';
import { readReturnForm, returnFormBody } from './return-form';
import { customerReturns, saveReturnRequest } from './returns';
import type { CustomerRouteDeps } from './route-deps';

export function registerReturnRoutes(app: FastifyInstance, { db }: CustomerRouteDeps) {
  app.post('/api/customer/returns', { preHandler: requireCustomer }, async (request, reply) => {
    const form = readReturnForm(parseInput(returnFormBody, request.body));
    if ('msg' in form) return reply.code(400).send({ success: false, msg: form.msg });
    return saveReturnRequest(db, signedIn(request).customerNo, form.request);
  });

  app.get('/api/customer/returns', { preHandler: requireCustomer }, async (request) =>
    customerReturns(db, signedIn(request).customerNo),
  );
}
