// POST /api/Auth/CLogin (docs/product.md#account-api): JSON {Mobile, Password} → {Token}, or 401 with one answer for
// an unknown mobile and a wrong password alike.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PHONE_INVALID } from '../../../shop-rules';
import type { LoginAnswer } from '../../../shop-rules/api/account';
import { ACCOUNT_BLOCKED, LOGIN_FIELDS_REQUIRED, LOGIN_INCORRECT } from '../../../shop-rules/messages/account';
import { isSevenDigitMobile } from '../../../shop-rules/validation';
import { parseInput } from '../../http/input/validate';
import { textField } from '../input-fields';
import type { CustomerRouteDeps } from '../route-deps';
import { overAddressLimit, tooManyAttempts } from './attempt-limits';
import { customerWithPassword } from './login';

const loginBody = z.object({ Mobile: textField, Password: textField });

export function registerLoginRoute(app: FastifyInstance, { db, tokens, limits }: CustomerRouteDeps) {
  app.post('/api/Auth/CLogin', async (request, reply) => {
    if (await overAddressLimit(limits.loginsPerAddress, request.ip, reply)) return reply;
    const { Mobile, Password } = parseInput(loginBody, request.body);
    const mobile = Mobile.trim();
    if (mobile === '' || Password === '') return reply.code(400).send({ success: false, msg: LOGIN_FIELDS_REQUIRED });
    if (!isSevenDigitMobile(mobile)) return reply.code(400).send({ success: false, msg: PHONE_INVALID });

    const failures = limits.passwordFailuresPerMobile;
    const wait = await failures.retryAfterSeconds(mobile);
    if (wait > 0) return tooManyAttempts(reply, wait);

    const customer = await customerWithPassword(db, mobile, Password);
    if (!customer) {
      await failures.record(mobile);
      return reply.code(401).send({ success: false, msg: LOGIN_INCORRECT });
    }
    await failures.clear(mobile);
    if (customer.blocked) return reply.code(403).send({ success: false, msg: ACCOUNT_BLOCKED });
    return { Token: await tokens.sign(customer) } satisfies LoginAnswer;
  });
}
