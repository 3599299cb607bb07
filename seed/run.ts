// `npm run seed`: migrate and seed the demo shop into an empty database (the one DATABASE_URL names,
// or the embedded one under DATA_DIR). A database that already holds a catalogue is left alone.
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../database/connect';
import { lockDataDir } from '../database/data-dir-lock';
import { loadConfig } from '../server/config';
import { isSeeded, seedDemoShop } from './seed-demo';

async function main() {
  const config = loadConfig();
  const release = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  const handle = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    if (await isSeeded(handle.db)) {
      console.log('The database already holds a catalogue: nothing seeded.');
      return;
    }
    await seedDemoShop(handle.db, { mediaDir: config.mediaDir, log: (line) => console.log(line) });
  } finally {
    await handle.close();
    release();
  }
}

main().catch((err: Error) => {
  console.error(err.name === 'DataDirLockedError' ? err.message : err);
  process.exit(1);
});
