// `npm run backup [-- FILE]`: the shop's database and media in one .tar.gz (default
// backups/shop-<date and time>.tar.gz), with a manifest of what it holds.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../database/connect';
import { backupFileName, makeBackup } from '../server/backups/make-backup';
import { fail, lockEmbedded, settings } from './backup-target';

async function main() {
  const file = path.resolve(process.argv[2] ?? backupFileName());
  const { config, media } = settings();
  const lock = await lockEmbedded(config, 'backup');
  try {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!config.DATABASE_URL && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      throw new Error(`There is no shop database in ${config.dataDir} (DATA_DIR) to back up.`);
    }
    const database = await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
        : { kind: 'pglite', dataDir: pgliteDir },
    );
    try {
      const started = Date.now();
      const m = await makeBackup({ database, databaseUrl: config.DATABASE_URL, media }, file);
      const c = m.counts;
      console.log(
        `Backed up to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.orders} orders, ` +
          `${c.customers} customers, ${c.products} products, ${c.payments} payments, ${c.mails} mails, ` +
          `${m.media.files} media files; database at migration ${m.schema.migration}.`,
      );
    } finally {
      await database.close();
    }
  } finally {
    media.close();
    await lock?.release();
  }
}

main().catch(fail);
