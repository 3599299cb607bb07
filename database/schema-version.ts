// Which migration a database has reached, by the migrations this code carries: backups record it,
// and a restore refuses a backup from a newer shop and migrates one from an older shop.
import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './connect';

export interface SchemaVersion {
  /** The migration's name, e.g. '0001_safe_for_real_money'; null for one this code does not know. */
  migration: string | null;
  /** When the migration was made (drizzle-kit's journal); drizzle keeps it for every applied migration. */
  when: number;
}

export function knownMigrations(folder = migrationsFolder): SchemaVersion[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map((e) => ({ migration: e.tag, when: e.when }));
}

/** The version this code migrates a database to. */
export function latestSchemaVersion(): SchemaVersion {
  return knownMigrations().at(-1)!;
}

/** Both drivers answer raw SQL with { rows }. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The last migration applied to this database, or null for an empty one. */
export async function appliedSchemaVersion(db: Database): Promise<SchemaVersion | null> {
  const [found] = await rowsOf<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!found?.present) return null;
  const [row] = await rowsOf<{ created_at: string | number }>(
    db,
    sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  if (!row) return null;
  const when = Number(row.created_at);
  return { migration: knownMigrations().find((m) => m.when === when)?.migration ?? null, when };
}
