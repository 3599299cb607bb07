// The names a restore gives the folders beside an embedded database (docs/decisions/0071), and the
// start-up check that never lets a new, empty database (and the demo seed) take the place of one a
// restore set aside and did not replace.
import fs from 'node:fs';
import path from 'node:path';

/** Where a restore loads and checks a backup's database, beside the shop's own (PGlite). */
export const STAGED_PREFIX = 'pglite.restoring-';
/** The database a restore replaced, kept beside the new one: `pglite.before-restore-<time>`. */
export const SET_ASIDE_INFIX = '.before-restore-';

/** Refuses to start when DATA_DIR has a database a restore set aside but none in its place. */
export function refuseStartOverSetAside(dataDir: string): void {
  const database = path.join(dataDir, 'pglite');
  const hasDatabase = fs.existsSync(database) && fs.readdirSync(database).length > 0;
  if (hasDatabase) return;
  const aside = (fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []).filter((n) =>
    n.startsWith(`pglite${SET_ASIDE_INFIX}`),
  );
  if (aside.length === 0) return;
  throw new Error(
    `${dataDir} has no database, but a restore set one aside (${aside.sort().at(-1)}) and did not finish. ` +
      'The shop does not start a new one over it: move that folder back to "pglite" (or restore a backup again), then start.',
  );
}
