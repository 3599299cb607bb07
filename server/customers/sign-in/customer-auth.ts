// Who is asking: the customer whose valid token is in 'Authorization: Bearer …', or nobody. A token
// counts only while it verifies, has not expired, names an existing customer and was signed after
// that customer's last password change, and while an owner has not blocked the account.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../database/connect';
import { customers } from '../../../database/schema';
import { ACCOUNT_BLOCKED, LOGIN_NEEDED, SESSION_EXPIRED, SESSION_INVALID } from '../../../shop-rules/messages/account';
import { type CustomerTokens, TOKEN_CUSTOMER_COLUMNS } from './customer-token';

export interface SignedInCustomer {
  customerNo: number;
  mobile: string;
  email: string;
  name: string;
}

interface CustomerSessions {
  db: Database;
  tokens: CustomerTokens;
}

declare module 'fastify' {
  interface FastifyInstance {
    customerSessions: CustomerSessions;
  }
  interface FastifyRequest {
    /** Set by requireCustomer for the handlers after it. */
    signedInCustomer: SignedInCustomer | null;
  }
}

export function installCustomerSessions(app: FastifyInstance, sessions: CustomerSessions) {
  app.decorate('customerSessions', sessions);
  app.decorateRequest('signedInCustomer', null);
}

type Refusal = 'missing' | 'expired' | 'invalid' | 'blocked';
type Identification = { customer: SignedInCustomer } | { customer: null; why: Refusal };

const REFUSALS: Readonly<Record<Refusal, string>> = {
  missing: LOGIN_NEEDED,
  expired: SESSION_EXPIRED,
  invalid: SESSION_INVALID,
  blocked: ACCOUNT_BLOCKED,
};

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

async function identify(request: FastifyRequest): Promise<Identification> {
  const sessions = request.server.customerSessions;
  if (!sessions) throw new Error('Customer sessions are not installed: registerCustomers(app, …) must run first.');
  const token = bearerToken(request);
  if (!token) return { customer: null, why: 'missing' };
  const checked = await sessions.tokens.check(token);
  if (!checked.ok) return { customer: null, why: checked.reason };
  const [row] = await sessions.db
    .select({ ...TOKEN_CUSTOMER_COLUMNS, blockedAt: customers.blockedAt })
    .from(customers)
    .where(eq(customers.customerNo, checked.claims.custom_id));
  if (!row || sessions.tokens.sessionVersion(row.passwordHash) !== checked.claims.sv)
    return { customer: null, why: 'invalid' };
  if (row.blockedAt) return { customer: null, why: 'blocked' };
  return { customer: { customerNo: row.customerNo, mobile: row.mobile, email: row.email, name: row.name } };
}

/** The signed-in customer, or null for a guest or a missing, expired, tampered or outdated token. */
export async function customerFromRequest(request: FastifyRequest): Promise<SignedInCustomer | null> {
  return (await identify(request)).customer;
}

/** A token was sent but refused: answered 401 by the error handler (server/http/errors.ts). */
export class SessionRefusedError extends Error {
  readonly statusCode = 401;
  readonly headers = { 'www-authenticate': 'Bearer' };
}

/**
 * For SaveOrder and GetWipayUrl: the customer number to link a new order to, or null for a guest order
 * (no token sent). A token sent and refused (expired, tampered, signed by another key, an unknown
 * customer) throws SessionRefusedError: the order is never saved as a guest's, so it cannot go missing
 * from the customer's history (docs/decisions/0028).
 */
export async function customerNoFromRequest(request: FastifyRequest): Promise<number | null> {
  const found = await identify(request);
  if (found.customer) return found.customer.customerNo;
  if (found.why === 'missing') return null;
  throw new SessionRefusedError(REFUSALS[found.why]);
}

/** preHandler for account APIs: 401 JSON unless a customer is signed in; sets request.signedInCustomer. */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  const found = await identify(request);
  if (found.customer) {
    request.signedInCustomer = found.customer;
    return;
  }
  return reply.code(401).header('www-authenticate', 'Bearer').send({ success: false, msg: REFUSALS[found.why] });
}

/** The customer requireCustomer let through; for handlers behind it. */
export function signedIn(request: FastifyRequest): SignedInCustomer {
  if (!request.signedInCustomer) throw new Error('signedIn() used on a route without requireCustomer.');
  return request.signedInCustomer;
}
