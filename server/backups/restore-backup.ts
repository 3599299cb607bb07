// `npm run restore -- FILE`: the database and media of a backup put back in place of the shop's own,
// after checking that this version of the shop can take it and that the file is whole; a backup from
// an older version is migrated (docs/decisions/0029-media-storage-and-backups.md, 0071).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../database/connect';
import {
  checkPgliteDump,
  checkPostgresDump,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  restorePostgres,
} from '../../database/database-dump';
import { rowsOf } from '../../database/schema-version';
import { copyMedia } from '../media/copy-media';
import { folderStore } from '../media/folder-store';
import type { MediaStore } from '../media/media-store';
import {
  type BackupCounts,
  type BackupManifest,
  BackupRefusedError,
  checkCounts,
  checkRestorable,
  countCheckSql,
  countRows,
} from './backup-manifest';
import { MANIFEST, MEDIA_FOLDER } from './make-backup';
import { SET_ASIDE_INFIX, STAGED_PREFIX } from './set-aside';

export type RestoreTarget =
  | { engine: 'pglite'; dataDir: string; media: MediaStore }
  | { engine: 'postgres'; url: string; media: MediaStore };

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the restored database holds. */
  counts: BackupCounts;
  migrated: boolean;
  /** PGlite: where the database it replaced was moved (removed by hand once the restore looks right). */
  previousDatabase?: string;
}

export async function readManifest(staging: string): Promise<BackupManifest> {
  try {
    return JSON.parse(await fsp.readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefusedError('This file is not a backup of the shop (it has no manifest.json).');
  }
}

/** Opens the restored database, checks it against the manifest row by row, migrates it if asked. */
async function settle(handle: DatabaseHandle, manifest: BackupManifest, migrate: boolean): Promise<BackupCounts> {
  try {
    await readEveryRow(handle);
    checkCounts(manifest, await countRows(handle));
    if (migrate) await migrateDatabase(handle);
    return await countRows(handle);
  } finally {
    await handle.close();
  }
}

/** Reads every row of every table once: a damaged page fails here, not later in the shop. */
async function readEveryRow(handle: DatabaseHandle): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    handle.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  for (const { name } of tables)
    await handle.db.execute(sql`SELECT count(*), sum(length(t::text)) FROM ${sql.identifier(name)} t`);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** A damaged file's failure as the refusal it is. */
const damaged = (err: unknown): never => {
  if (err instanceof BackupRefusedError) throw err;
  throw new BackupRefusedError(`This backup's database is damaged and cannot be restored (${(err as Error).message}).`);
};

/**
 * Loads the backup's database into a folder beside the shop's (the same disk, so it can be moved in
 * with one rename) and checks it whole; the shop's own database is not touched. Answers the folder.
 */
async function stagePglite(dataDir: string, dump: string, manifest: BackupManifest, migrate: boolean, work: string) {
  await fsp.mkdir(dataDir, { recursive: true });
  const staged = path.join(dataDir, `${STAGED_PREFIX}${stamp()}`);
  try {
    const plain = await checkPgliteDump(dump, path.join(work, 'database.plain.tar')).catch(damaged);
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: staged,
      loadDataDir: await fs.openAsBlob(plain),
    }).catch(damaged);
    const counts = await settle(handle, manifest, migrate).catch(damaged);
    return { staged, counts };
  } catch (err) {
    await fsp.rm(staged, { recursive: true, force: true });
    throw err;
  }
}

/** Puts the staged database in the shop's place; the one it replaces is kept aside. */
async function swapPglite(dataDir: string, staged: string): Promise<string | undefined> {
  const target = path.join(dataDir, 'pglite');
  const previous = `${target}${SET_ASIDE_INFIX}${stamp()}`;
  const moved = fs.existsSync(target);
  if (moved) await fsp.rename(target, previous);
  try {
    await fsp.rename(staged, target);
  } catch (err) {
    if (moved) await fsp.rename(previous, target);
    throw err;
  }
  return moved ? previous : undefined;
}

/** Folders a restore stopped half-way (a killed process) left beside the shop's database. */
async function removeStaleStaging(dataDir: string): Promise<void> {
  const names = await fsp.readdir(dataDir).catch(() => [] as string[]);
  for (const name of names)
    if (name.startsWith(STAGED_PREFIX)) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * All or nothing (docs/decisions/0071): the archive, the database in it and the manifest's counts are
 * checked whole before the shop's database or media are touched; media are copied before the database
 * is switched (a file no row names harms nothing); PGlite's database is switched by two renames, and
 * PostgreSQL's in one transaction that checks the counts before its COMMIT. Temporary files go in
 * every case.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupRefusedError(`There is no file ${file}.`);
  if (target.engine === 'pglite') await removeStaleStaging(target.dataDir);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  let staged: string | undefined;
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch {
      throw new BackupRefusedError(`${file} is not a backup of the shop (not a readable .tar.gz).`);
    }
    const manifest = await readManifest(staging);
    const { migrate } = checkRestorable(manifest, target.engine);
    const media = folderStore(path.join(staging, MEDIA_FOLDER));
    if (target.engine === 'postgres') {
      const dump = path.join(staging, POSTGRES_DUMP);
      await checkPostgresDump(dump).catch(damaged);
      await copyMedia(media, target.media);
      await restorePostgres(target.url, dump, countCheckSql(manifest.counts)).catch(damaged);
      const counts = await settle(
        await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 }),
        manifest,
        migrate,
      );
      return { manifest, counts, migrated: migrate };
    }
    const ready = await stagePglite(target.dataDir, path.join(staging, PGLITE_DUMP), manifest, migrate, staging);
    staged = ready.staged;
    // Files the shop has and the backup has not stay: no row of the restored database names them.
    await copyMedia(media, target.media);
    const previousDatabase = await swapPglite(target.dataDir, staged);
    staged = undefined;
    return { manifest, counts: ready.counts, migrated: migrate, previousDatabase };
  } finally {
    if (staged) await fsp.rm(staged, { recursive: true, force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
