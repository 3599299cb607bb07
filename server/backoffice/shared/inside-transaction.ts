import type { Database } from '../../../database/connect';
import type { Transaction } from '../../orders/transaction';

/**
 * Lets a service written for the database (the orders engineer's status, cancel and bank-transfer
 * functions) run inside the back office's transaction, so its change and the audit entry commit
 * together: Drizzle turns db.transaction() on a transaction into a savepoint.
 */
export function insideTransaction(tx: Transaction): Database {
  return tx as unknown as Database;
}
