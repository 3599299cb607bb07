// POST /api/customer/register (docs/product.md#account-api). A refused registration answers HTTP 200 with
// success false, as the spec's client expects ('Error: ' plus msg, the form kept).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_SAVED } from '../../../shop-rules';
import type { SavedAnswer } from '../../../shop-rules/api/account';
import { parseInput } from '../../http/input/validate';
import { optionalFlag, textField } from '../input-fields';
import type { CustomerRouteDeps } from '../route-deps';
import { overAddressLimit, tooManyAttempts } from './attempt-limits';
import { registerCustomer, registrationProblem } from './registration';

const registerBody = z.object({
  CustomerName: textField,
  Address: textField,
  Mobile1: textField,
  EmailID: textField,
  NewPassword: textField,
  ConfirmPassword: textField,
  Confirmed: optionalFlag,
});

export function registerRegisterRoute(app: FastifyInstance, { db, tokens, limits }: CustomerRouteDeps) {
  app.post('/api/customer/register', async (request, reply) => {
    if (await overAddressLimit(limits.registrationsPerAddress, request.ip, reply)) return reply;
    const form = parseInput(registerBody, request.body);
    const problem = registrationProblem(form);
    if (problem) return { success: false, msg: problem } satisfies SavedAnswer;

    const mobile = form.Mobile1.trim();
    const wait = await limits.registrationsPerMobile.retryAfterSeconds(mobile);
    if (wait > 0) return tooManyAttempts(reply, wait);
    await limits.registrationsPerMobile.record(mobile);

    const result = await registerCustomer(db, form);
    if (!result.ok) return { success: false, msg: result.msg } satisfies SavedAnswer;
    return { success: true, jwt: await tokens.sign(result.customer), msg: CUSTOMER_SAVED } satisfies SavedAnswer;
  });
}
