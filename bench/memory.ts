// Memory: a process's resident set (RSS) from /proc, and what PGlite alone holds when it opens the
// demo database (a bare Node process that opens the data folder as the shop does, queries it, and
// reports its RSS), so the shop's own share on PGlite can be told apart.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const MiB = 1024 * 1024;

/** Resident memory of a running process, in MiB; null where /proc is not there (not Linux). */
export function rssMiB(pid: number): number | null {
  try {
    const kB = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 1024) : null;
  } catch {
    return null;
  }
}

// Opens PGlite with the shop's settings (database/connect.ts), reads what a product page reads.
const OPEN_PGLITE = `
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const db = await PGlite.create({ dataDir: process.argv[1], extensions: { pg_trgm } });
await db.query('SELECT count(*) FROM products');
await db.query('SELECT * FROM products LIMIT 50');
console.log(JSON.stringify({ rss: process.memoryUsage().rss }));
await db.close();
`;

/** RSS in MiB of a Node process holding PGlite open on this folder (which no other process may hold). */
export function pgliteAloneRssMiB(root: string, pgliteDir: string): number {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', OPEN_PGLITE, pgliteDir], {
    cwd: root,
    encoding: 'utf8',
  });
  return Math.round((JSON.parse(out.trim().split('\n').at(-1)!) as { rss: number }).rss / MiB);
}
