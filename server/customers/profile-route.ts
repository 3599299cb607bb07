// GET and PUT /api/customer/profile: the Edit Information page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileSchema } from '../../shop-rules/forms/account';
import { PROFILE_SAVED, SESSION_INVALID } from '../../shop-rules/messages/account';
import { parseInput } from '../http/input/validate';
import { checkAccountForm, textField } from './input-fields';
import { readProfile, saveProfile } from './profile';
import type { CustomerRouteDeps } from './route-deps';
import { requireCustomer, signedIn } from './sign-in/customer-auth';

const profileBody = z.object({ FirstName: textField, LastName: textField, Email: textField, Telephone: textField });

export function registerProfileRoutes(app: FastifyInstance, { db, tokens }: CustomerRouteDeps) {
  app.get('/api/customer/profile', { preHandler: requireCustomer }, async (request, reply) => {
    const profile = await readProfile(db, signedIn(request).customerNo);
    return profile ?? reply.code(401).send({ success: false, msg: SESSION_INVALID });
  });

  app.put('/api/customer/profile', { preHandler: requireCustomer }, async (request, reply) => {
    const form = checkAccountForm(profileSchema, parseInput(profileBody, request.body));
    if (!form.ok) return reply.code(400).send(form.refusal);
    const saved = await saveProfile(db, signedIn(request).customerNo, form.data);
    if (!saved) return reply.code(401).send({ success: false, msg: SESSION_INVALID });
    return {
      success: true,
      msg: PROFILE_SAVED,
      jwt: await tokens.sign(saved),
      profile: await readProfile(db, saved.customerNo),
    };
  });
}
