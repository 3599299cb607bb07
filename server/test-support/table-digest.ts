// What a request changed in the database: a digest of every table's rows (tables found in the
// catalog, so a new table is covered without editing this). A full digest of the seeded shop takes
// about 60 ms on PGlite, so it is keyed by the write-ahead log position: while the position has not
// moved, no row can have changed and the last digest still holds.
import { sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';

export type TableDigests = Map<string, string>;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function tableNames(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return found.map((t) => t.name);
}

async function walPosition(db: Database): Promise<string> {
  const [row] = await rows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row!.lsn;
}

async function primaryKey(db: Database, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select kcu.column_name as name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        where tc.table_schema = 'public' and tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'
        order by kcu.ordinal_position`,
  );
  return found.map((c) => c.name);
}

/** Each table's row count and an order-free hash of its rows (of only their keys, where `keys` names them). */
async function digestTables(db: Database, tables: string[], keys: Map<string, string[]>): Promise<TableDigests> {
  const parts = tables.map((t) => {
    const key = keys.get(t);
    const row = key ? `(${key.map((c) => `r."${c}"`).join(', ')})::text` : 'r::text';
    return `select '${t}' as t,
              count(*)::text || ':' || md5(coalesce(string_agg(md5(${row}), '' order by md5(${row})), '')) as d
            from "${t}" r`;
  });
  const found = await rows<{ t: string; d: string }>(db, sql.raw(parts.join(' union all ')));
  return new Map(found.map((r) => [r.t, r.d]));
}

export interface Snapshot {
  position: string;
  digests: TableDigests;
}

export interface ChangeWatch {
  /** The digests as they are now. */
  current(): Promise<Snapshot>;
  /** The tables whose rows differ from `before`, or [] when none do. */
  changedSince(before: Snapshot): Promise<string[]>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether another connection is working in this database now (a PostgreSQL server). */
async function othersBusy(db: Database): Promise<boolean> {
  const [row] = await rows<{ busy: number }>(
    db,
    sql`select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
  );
  return row!.busy > 0;
}

/**
 * `byWalPosition`: take the digests again only when the log has moved. Right for an embedded
 * database (PGlite) that only this test writes to; a PostgreSQL server's log moves with every other
 * test's database, so there the digests are taken every time.
 *
 * Before digests are taken, work the app does after answering is given time to end, so it is not
 * taken for the next request's doing. Tables the app changes on its own at any time (`background`:
 * a mail sender marking rows sent) are compared by which rows exist (their primary keys) only. Tables
 * that only the app's own timers write (`ignore`: the turns of timed jobs) are left out.
 */
export async function watchTables(
  db: Database,
  opts: { byWalPosition: boolean; background?: string[]; ignore?: string[] },
): Promise<ChangeWatch> {
  const tables = (await tableNames(db)).filter((t) => !t.startsWith('__drizzle') && !opts.ignore?.includes(t));
  const keys = new Map<string, string[]>();
  for (const t of tables) if (opts.background?.includes(t)) keys.set(t, await primaryKey(db, t));
  let last: Snapshot | null = null;
  let taken = 0;

  async function quietPosition(): Promise<string> {
    let position = await walPosition(db);
    if (last?.position === position) return position;
    for (let i = 0; i < 40; i++) {
      await pause(25);
      const now = await walPosition(db);
      if (now === position) break;
      position = now;
    }
    return position;
  }

  async function current(): Promise<Snapshot> {
    if (!opts.byWalPosition) {
      for (let i = 0; i < 40 && (await othersBusy(db)); i++) await pause(25);
      return { position: String(++taken), digests: await digestTables(db, tables, keys) };
    }
    for (let attempt = 0; ; attempt++) {
      const position = await quietPosition();
      if (last?.position === position) return last;
      const digests = await digestTables(db, tables, keys);
      // Taken while nothing moved, the digests belong to that position; else they are only taken again.
      if ((await walPosition(db)) === position || attempt === 5) return (last = { position, digests });
    }
  }

  async function changedSince(before: Snapshot) {
    const now = await current();
    if (now.position === before.position) return [];
    return tables.filter((t) => now.digests.get(t) !== before.digests.get(t));
  }

  return { current, changedSince };
}
