// Servers starting together on one PostgreSQL database take turns for the start-up work that writes
// (migrations, the demo seed, the first owner): the first seeds, the others wait and find the shop
// seeded. A session-level advisory lock on a connection of its own: PostgreSQL drops it with the
// connection, so a server that dies while holding it never blocks the next (docs/decisions/0019).
import type { DatabaseTarget } from './connect';

/** Any fixed number: every server of this shop asks for the same one. */
export const START_UP_LOCK_KEY = '7317001015';

export async function duringStartUp<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  // One process per embedded database (the data-folder lock): nobody to take turns with.
  if (target.kind !== 'postgres') return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target.url });
  // A connection lost while waiting or working is reported by the query that fails, not as an event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [START_UP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [START_UP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
