// Customer accounts: sign-in and registration, the account pages' APIs, the wishlist and order
// tracking. One call from app.ts; also installs customerFromRequest for the other areas.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import type { AttemptCounters } from '../http/limits/attempt-counters';
import { registerGuestTrackRoute } from './own-orders/guest-track-route';
import { registerOrderRoutes } from './own-orders/orders-route';
import { registerProfileRoutes } from './profile-route';
import { registerReturnRoutes } from './returns/returns-route';
import type { CustomerRouteDeps } from './route-deps';
import { createAttemptLimits } from './sign-in/attempt-limits';
import { installCustomerSessions } from './sign-in/customer-auth';
import { createCustomerTokens } from './sign-in/customer-token';
import { registerLoginRoute } from './sign-in/login-route';
import { registerPasswordRoute } from './sign-in/password-route';
import { prepareDummyHash } from './sign-in/passwords';
import { registerRegisterRoute } from './sign-in/register-route';
import { registerWishlistRoutes } from './wishlist/wishlist-route';

export interface CustomerAreaDeps {
  db: Database;
  config: Config;
  /** The key signing customer tokens, the same on every server (server/customers/sign-in/jwt-secret.ts). */
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
