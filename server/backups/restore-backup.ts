// `npm run restore -- FILE`: the database and media of a backup put back in place of the shop's own,
// after checking that this version of the shop can take it; a backup from an older version is
// migrated (docs/decisions/0029-media-storage-and-backups.md).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../database/connect';
import { PGLITE_DUMP, POSTGRES_DUMP, restorePostgres } from '../../database/database-dump';
import { copyMedia } from '../media/copy-media';
import { folderStore } from '../media/folder-store';
import type { MediaStore } from '../media/media-store';
import {
  type BackupCounts,
  type BackupManifest,
  BackupRefusedError,
  checkRestorable,
  countRows,
} from './backup-manifest';
import { MANIFEST, MEDIA_FOLDER } from './make-backup';

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

async function settle(handle: DatabaseHandle, migrate: boolean): Promise<BackupCounts> {
  try {
    if (migrate) await migrateDatabase(handle);
    return await countRows(handle);
  } finally {
    await handle.close();
  }
}

async function restorePglite(
  dataDir: string,
  dump: string,
  migrate: boolean,
): Promise<{ counts: BackupCounts; previous?: string }> {
  const target = path.join(dataDir, 'pglite');
  const previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const moved = fs.existsSync(target);
  if (moved) await fsp.rename(target, previous);
  else await fsp.mkdir(dataDir, { recursive: true });
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: target, loadDataDir: await fs.openAsBlob(dump) });
    return { counts: await settle(handle, migrate), previous: moved ? previous : undefined };
  } catch (err) {
    await fsp.rm(target, { recursive: true, force: true });
    if (moved) await fsp.rename(previous, target);
    throw err;
  }
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupRefusedError(`There is no file ${file}.`);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch {
      throw new BackupRefusedError(`${file} is not a backup of the shop (not a readable .tar.gz).`);
    }
    const manifest = await readManifest(staging);
    const { migrate } = checkRestorable(manifest, target.engine);
    let counts: BackupCounts;
    let previousDatabase: string | undefined;
    if (target.engine === 'postgres') {
      await restorePostgres(target.url, path.join(staging, POSTGRES_DUMP));
      counts = await settle(await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 }), migrate);
    } else {
      ({ counts, previous: previousDatabase } = await restorePglite(
        target.dataDir,
        path.join(staging, PGLITE_DUMP),
        migrate,
      ));
    }
    // Files the shop has and the backup has not stay: no row of the restored database names them.
    await copyMedia(folderStore(path.join(staging, MEDIA_FOLDER)), target.media);
    return { manifest, counts, migrated: migrate, previousDatabase };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
