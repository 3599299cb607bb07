// POST /api/customer/change-password: the Change Password page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CURRENT_PASSWORD_WRONG,
  NEW_PASSWORD_SAME,
  PASSWORD_CHANGED,
  SESSION_INVALID,
} from '../../../shop-rules/messages/account';
import { parseInput } from '../../http/input/validate';
import { textField } from '../input-fields';
import type { CustomerRouteDeps } from '../route-deps';
import { tooManyAttempts } from './attempt-limits';
import { passwordChangeProblem, storeNewPassword } from './change-password';
import { requireCustomer, signedIn } from './customer-auth';
import { customerWithPassword } from './login';

const passwordBody = z.object({ CurrentPassword: textField, NewPassword: textField, ConfirmPassword: textField });

export function registerPasswordRoute(app: FastifyInstance, { db, tokens, limits }: CustomerRouteDeps) {
  app.post('/api/customer/change-password', { preHandler: requireCustomer }, async (request, reply) => {
    const form = parseInput(passwordBody, request.body);
    const problem = passwordChangeProblem(form);
    if (problem) return reply.code(400).send({ success: false, msg: problem });

    // A stolen token must not become a way to guess the password: wrong guesses count as failed logins.
    const { mobile, customerNo } = signedIn(request);
    const failures = limits.passwordFailuresPerMobile;
    const wait = await failures.retryAfterSeconds(mobile);
    if (wait > 0) return tooManyAttempts(reply, wait);
    if (!(await customerWithPassword(db, mobile, form.CurrentPassword))) {
      await failures.record(mobile);
      return reply.code(400).send({ success: false, msg: CURRENT_PASSWORD_WRONG });
    }
    await failures.clear(mobile);
    if (form.NewPassword === form.CurrentPassword)
      return reply.code(400).send({ success: false, msg: NEW_PASSWORD_SAME });

    const saved = await storeNewPassword(db, customerNo, form.NewPassword);
    if (!saved) return reply.code(401).send({ success: false, msg: SESSION_INVALID });
    return { success: true, msg: PASSWORD_CHANGED, jwt: await tokens.sign(saved) };
  });
}
