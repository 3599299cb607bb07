// `npm run seed`: migrate and seed the demo shop into an empty database (the one DATABASE_URL names,
// or the embedded one under DATA_DIR). A database that already holds a catalogue is left alone.
import path from 'node:path';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../database/connect';
import { lockDataDir } from '../database/data-dir-lock';
import { duringStartUp } from '../database/start-up-lock';
import { isSeeded, seedDemoShop } from '../seed/seed-demo';
import { loadConfig } from '../server/config';
import { hashPassword } from '../server/customers/sign-in/passwords';
import { demoMediaWriter } from '../server/media/demo-media';
import { openMediaStore } from '../server/media/open-store';

async function main() {
  const config = loadConfig();
  const lock = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
  const target: DatabaseTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  const handle = await openDatabase(target);
  try {
    await duringStartUp(target, async () => {
      await migrateDatabase(handle);
      if (await isSeeded(handle.db)) {
        console.log('The database already holds a catalogue: nothing seeded.');
        return;
      }
      const media = config.SEED_DEMO_MEDIA ? openMediaStore(config) : undefined;
      try {
        await seedDemoShop(handle.db, {
          writeMedia: media && demoMediaWriter(media),
          hashPassword,
          log: (line) => console.log(line),
        });
      } finally {
        media?.close();
      }
    });
  } finally {
    await handle.close();
    await lock?.release();
  }
}

main().catch((err: Error) => {
  console.error(err.name === 'DataDirLockedError' ? err.message : err);
  process.exit(1);
});
