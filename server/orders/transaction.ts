import type { Database } from '../../database/connect';

/** The handle inside db.transaction(); on PGlite every statement of a transaction must use it, never db. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;
