// `npm run backup`: one .tar.gz holding manifest.json, the database dump and every media file
// (docs/decisions/0029-media-storage-and-backups.md).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { DatabaseHandle } from '../../database/connect';
import { dumpPglite, dumpPostgres, PGLITE_DUMP, POSTGRES_DUMP } from '../../database/database-dump';
import { copyMedia } from '../media/copy-media';
import { folderStore } from '../media/folder-store';
import type { MediaStore } from '../media/media-store';
import { BACKUP_FORMAT, type BackupManifest, countRows, schemaOf } from './backup-manifest';

export const MANIFEST = 'manifest.json';
export const MEDIA_FOLDER = 'media';

export interface BackupSource {
  database: DatabaseHandle;
  /** PostgreSQL's address, for pg_dump; unused on PGlite. */
  databaseUrl?: string;
  media: MediaStore;
}

/** The default file name: backups/shop-2026-11-23T02-00-00Z.tar.gz. */
export function backupFileName(now = new Date()): string {
  return path.join(
    'backups',
    `shop-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}.tar.gz`,
  );
}

export async function makeBackup(source: BackupSource, file: string): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  const partial = `${file}.partial`;
  try {
    const { database } = source;
    // The database first: every file its rows name exists by then, as media names never change.
    const schema = await schemaOf(database);
    const counts = await countRows(database);
    const dumpName = database.kind === 'postgres' ? POSTGRES_DUMP : PGLITE_DUMP;
    if (database.kind === 'postgres') {
      if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database address.');
      await dumpPostgres(source.databaseUrl, path.join(staging, dumpName));
    } else {
      await dumpPglite(database, path.join(staging, dumpName));
    }
    await fs.mkdir(path.join(staging, MEDIA_FOLDER));
    const files = await copyMedia(source.media, folderStore(path.join(staging, MEDIA_FOLDER)));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      schema,
      counts,
      media: { files, from: source.media.kind },
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written aside and renamed when whole: a half-written backup never has the backup's name.
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, dumpName, MEDIA_FOLDER]);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}
