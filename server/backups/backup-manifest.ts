// What a backup holds, written as manifest.json beside the database dump and the media: enough to
// tell one backup from another, and for a restore to decide whether this shop can take it.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/connect';
import {
  appliedSchemaVersion,
  knownMigrations,
  latestSchemaVersion,
  rowsOf,
  type SchemaVersion,
} from '../../database/schema-version';

export const BACKUP_FORMAT = 1;

export interface BackupCounts {
  orders: number;
  customers: number;
  products: number;
  payments: number;
  mails: number;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  engine: DatabaseHandle['kind'];
  schema: SchemaVersion;
  counts: BackupCounts;
  media: { files: number; from: 'folder' | 'bucket' };
}

const COUNTED: Record<keyof BackupCounts, string> = {
  orders: 'orders',
  customers: 'customers',
  products: 'products',
  payments: 'payments',
  mails: 'mail_outbox',
};

/** Rows of each table; 0 for a table an older schema does not have yet. */
export async function countRows(handle: DatabaseHandle): Promise<BackupCounts> {
  const counts = {} as BackupCounts;
  for (const [name, table] of Object.entries(COUNTED) as Array<[keyof BackupCounts, string]>) {
    const [found] = await rowsOf<{ present: boolean }>(
      handle.db,
      sql`SELECT to_regclass(${`public.${table}`}) IS NOT NULL AS present`,
    );
    const [row] = found?.present
      ? await rowsOf<{ n: string | number }>(handle.db, sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`)
      : [];
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

export async function schemaOf(handle: DatabaseHandle): Promise<SchemaVersion> {
  const version = await appliedSchemaVersion(handle.db);
  if (!version) throw new Error('The database has no shop in it (no migration applied): nothing to back up.');
  return version;
}

export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** Throws when this shop cannot take the backup; otherwise answers whether it needs migrating. */
export function checkRestorable(manifest: BackupManifest, engine: DatabaseHandle['kind']): { migrate: boolean } {
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupRefusedError(
      `This backup's format (${manifest.format}) is not one this shop reads (${BACKUP_FORMAT}).`,
    );
  }
  if (manifest.engine !== engine) {
    const name = (k: string) => (k === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (PGlite)');
    throw new BackupRefusedError(`This backup is of ${name(manifest.engine)}, and this shop runs on ${name(engine)}.`);
  }
  const latest = latestSchemaVersion();
  const at = manifest.schema.migration ?? String(manifest.schema.when);
  if (manifest.schema.when > latest.when) {
    throw new BackupRefusedError(
      `This backup comes from a newer version of the shop (its database is at migration ${at}; ` +
        `this version knows up to ${latest.migration}). Update the shop first, then restore.`,
    );
  }
  if (!knownMigrations().some((m) => m.when === manifest.schema.when && m.migration === manifest.schema.migration)) {
    throw new BackupRefusedError(
      `This backup's database is at migration ${at}, which this version of the shop does not know.`,
    );
  }
  return { migrate: manifest.schema.when < latest.when };
}

/** Refuses a database whose rows are not the ones the manifest counted when the backup was made. */
export function checkCounts(manifest: BackupManifest, found: BackupCounts): void {
  const differ = (Object.keys(COUNTED) as Array<keyof BackupCounts>).filter(
    (k) => manifest.counts?.[k] !== undefined && manifest.counts[k] !== found[k],
  );
  if (differ.length)
    throw new BackupRefusedError(
      `This backup's database does not hold what its manifest counted (${differ
        .map((k) => `${k}: ${found[k]}, not ${manifest.counts[k]}`)
        .join('; ')}): the file is damaged.`,
    );
}

/**
 * SQL that stops a PostgreSQL restore before its COMMIT when the restored rows are not the counted
 * ones (a table an older schema lacks counts as 0).
 */
export function countCheckSql(counts: BackupCounts): string {
  const checks = (Object.entries(COUNTED) as Array<[keyof BackupCounts, string]>)
    .filter(([k]) => Number.isSafeInteger(counts?.[k]))
    .map(
      ([k, table]) =>
        `  n := 0;\n  IF to_regclass('public.${table}') IS NOT NULL THEN\n` +
        `    EXECUTE 'SELECT count(*) FROM public.${table}' INTO n;\n  END IF;\n` +
        `  IF n <> ${counts[k]} THEN\n` +
        `    RAISE EXCEPTION 'the restored ${k} are not the ${counts[k]} the backup counted';\n  END IF;`,
    );
  return `DO $check$\nDECLARE n bigint;\nBEGIN\n${checks.join('\n')}\nEND\n$check$;\n`;
}
