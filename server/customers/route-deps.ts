import type { Database } from '../../database/connect';
import type { AttemptLimits } from './attempt-limits';
import type { CustomerTokens } from './customer-token';

/** What every customer route needs, built once per app by registerCustomers. */
export interface CustomerRouteDeps {
  db: Database;
  tokens: CustomerTokens;
  limits: AttemptLimits;
}
