import type { Database } from '../../database/connect';
import type { AttemptLimits } from './sign-in/attempt-limits';
import type { CustomerTokens } from './sign-in/customer-token';

/** What every customer route needs, built once per app by registerCustomers. */
export interface CustomerRouteDeps {
  db: Database;
  tokens: CustomerTokens;
  limits: AttemptLimits;
}
