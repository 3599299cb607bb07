// Customer accounts: sign-in and registration, the account pages' APIs, the wishlist and order
// tracking. One call from app.ts; also installs customerFromRequest for the other areas.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import type { AttemptCounters } from '../http/attempt-counters';
import { createAttemptLimits } from './attempt-limits';
import { installCustomerSessions } from './customer-auth';
import { createCustomerTokens } from './customer-token';
import { registerGuestTrackRoute } from './guest-track-route';
import { registerLoginRoute } from './login-route';
import { registerOrderRoutes } from './orders-route';
import { registerPasswordRoute } from './password-route';
import { prepareDummyHash } from './passwords';
import { registerProfileRoutes } from './profile-route';
import { registerRegisterRoute } from './register-route';
import { registerReturnRoutes } from './returns-route';
import type { CustomerRouteDeps } from './route-deps';
import { registerWishlistRoutes } from './wishlist-route';

export interface CustomerAreaDeps {
  db: Database;
  config: Config;
  /** The key signing customer tokens, the same on every server (server/customers/jwt-secret.ts). */
  tokenKey: Uint8Array;
  /** Where failed sign-ins are counted (shared across servers with Redis); default: this process. */
  attempts?: AttemptCounters;
}

export function registerCustomers(app: FastifyInstance, { db, config, tokenKey, attempts }: CustomerAreaDeps) {
  const tokens = createCustomerTokens(tokenKey);
  installCustomerSessions(app, { db, tokens });
  prepareDummyHash().catch(() => {}); // a failure shows on the first unknown-mobile login instead
  const limits = createAttemptLimits(attempts, config.SIGN_IN_LIMIT_PER_ADDRESS);
  const deps: CustomerRouteDeps = { db, tokens, limits };
  registerRegisterRoute(app, deps);
  registerLoginRoute(app, deps);
  registerProfileRoutes(app, deps);
  registerPasswordRoute(app, deps);
  registerOrderRoutes(app, deps, { shopName: config.SHOP_NAME });
  registerReturnRoutes(app, deps);
  registerWishlistRoutes(app, deps);
  registerGuestTrackRoute(app, deps);
}
