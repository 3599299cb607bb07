import type { Database } from '../../database/connect';

/** The handle inside db.transaction(); on PGlite every statement of a transaction must use it, never db. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

type Step = () => PromiseLike<unknown>;

/**
 * Runs reads one after another. A transaction has one connection, which takes one statement at a
 * time: reads started together on it would only queue there (pg warns of it, and pg 9 refuses it).
 */
export async function inTurn<T extends readonly Step[]>(
  steps: T,
): Promise<{ -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never };
}
