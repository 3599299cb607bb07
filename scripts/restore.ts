// `npm run restore -- FILE`: puts a backup's database and media in place of the shop's own. Stop the
// shop (every server of it) first. A backup from a newer version of the shop is refused; one from an
// older version is migrated.
import { restoreBackup } from '../server/backups/restore-backup';
import { fail, lockEmbedded, settings } from './backup-target';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- FILE (a backup made by npm run backup)');
  const { config, media } = settings();
  const lock = await lockEmbedded(config, 'restore');
  try {
    const target = config.DATABASE_URL
      ? { engine: 'postgres' as const, url: config.DATABASE_URL, media }
      : { engine: 'pglite' as const, dataDir: config.dataDir, media };
    const r = await restoreBackup(file, target);
    const c = r.counts;
    console.log(
      `Restored the backup of ${r.manifest.createdAt}: ${c.orders} orders, ${c.customers} customers, ` +
        `${c.products} products, ${c.payments} payments, ${c.mails} mails, ${r.manifest.media.files} media files` +
        `${r.migrated ? '; its database was migrated to this version' : ''}.`,
    );
    if (r.previousDatabase)
      console.log(`The database it replaced is kept in ${r.previousDatabase}: remove it once all looks right.`);
  } finally {
    media.close();
    await lock?.release();
  }
}

main().catch(fail);
