// What npm run backup and npm run restore work on, from the same settings as the shop: PostgreSQL
// (DATABASE_URL) while the shop runs, or the embedded database under DATA_DIR, which only one process
// may open, so the shop is stopped for the minute this takes (docs/decisions/0029-media-storage-and-backups.md).
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../database/data-dir-lock';
import { type Config, loadConfig } from '../server/config';
import { openMediaStore } from '../server/media/open-store';

export async function lockEmbedded(config: Config, what: 'backup' | 'restore'): Promise<DataDirLock | undefined> {
  if (config.DATABASE_URL) return undefined;
  try {
    return await lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new Error(
      `The shop is running on ${config.dataDir}, and its embedded database opens in one process only. ` +
        `Stop the shop, run npm run ${what}, then start it again. (On PostgreSQL, backups need no stop.)`,
    );
  }
}

export function settings() {
  const config = loadConfig();
  return { config, media: openMediaStore(config) };
}

export function fail(err: Error): never {
  console.error(err.message);
  process.exit(1);
}
