// What readiness checks beyond "the database answers" (docs/product.md#health, docs/decisions/0053):
// - the database takes a write and holds this version's schema: a database recreated empty, set
//   read-only or unable to write its log (a full disk on the database server) takes orders no more;
// - the disks the shop writes to (DATA_DIR for the embedded database, the mail folder without SMTP)
//   have room: a full disk fails every order and mail, while reads still pass.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { appliedSchemaVersion, latestSchemaVersion } from '../../../database/schema-version';
import type { ReadinessCheck } from './health';

/** Below this much free space a disk counts as full: an order, its mails and the log need some room. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

/** The row readiness writes: a timed job's row no job takes (server/timed-job-turn.ts). */
const PROBE_ROW = 'readiness-probe';

export function databaseCheck(db: Database): ReadinessCheck {
  const latest = latestSchemaVersion();
  return {
    name: 'database',
    required: true,
    async check() {
      const applied = await appliedSchemaVersion(db);
      if (!applied || applied.when < latest.when) throw new Error('the database lacks the shop schema');
      // Committed, so a database that cannot write its log fails here as an order would.
      await db.execute(
        sql`INSERT INTO timed_jobs (name, next_turn_at) VALUES (${PROBE_ROW}, now())
            ON CONFLICT (name) DO UPDATE SET next_turn_at = excluded.next_turn_at`,
      );
    },
  };
}

/** Free bytes for an unprivileged user on the disk holding `dir` (or its nearest existing parent). */
export async function freeBytes(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const s = await fsp.statfs(at);
      return s.bavail * s.bsize;
    } catch (err) {
      const parent = path.dirname(at);
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw err;
      at = parent;
    }
  }
}

export function diskCheck(dirs: string[], probe: (dir: string) => Promise<number> = freeBytes): ReadinessCheck {
  return {
    name: 'disk',
    required: true,
    async check() {
      for (const dir of dirs) {
        if ((await probe(dir)) < MIN_FREE_BYTES) throw new Error('a disk the shop writes to is full');
      }
    },
  };
}
