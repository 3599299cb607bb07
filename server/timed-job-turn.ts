// Timed jobs run once a period across every server of the shop (docs/decisions/0028). Each server's
// timer asks for the job's turn; one statement moves the job's next turn forward only if it is due, so
// exactly one server gets each turn, whichever is alive. No connection is held while the job runs, so
// the same code serves PGlite's single connection and a PostgreSQL pool.
import { sql } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { timedJobs } from '../database/schema';

/**
 * True when this server got the job's turn. The turn lasts a little less than the period, so the next
 * tick of any server after it may take the next one; a server that died holding it delays the job by
 * at most one period.
 */
export async function takeJobTurn(db: Database, job: string, everyMs: number): Promise<boolean> {
  const turnMs = Math.max(1, everyMs - Math.min(everyMs / 10, 5_000));
  const nextTurn = sql`now() + ${Math.round(turnMs)}::integer * interval '1 millisecond'`;
  const taken = await db
    .insert(timedJobs)
    .values({ name: job, nextTurnAt: nextTurn })
    .onConflictDoUpdate({
      target: timedJobs.name,
      set: { nextTurnAt: nextTurn },
      setWhere: sql`${timedJobs.nextTurnAt} <= now()`,
    })
    .returning({ name: timedJobs.name });
  return taken.length === 1;
}
