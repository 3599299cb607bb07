// The demo catalogue of a first start, seeded by a child process (docs/decisions/0063): making 326
// products' pictures and filling the database grows a process by a few hundred MiB that Node and
// PGlite never hand back, so the shop would idle at that size for ever after its first start. The
// child migrates, seeds and exits; the shop then opens the database as on any later start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../database/connect';
import { isSeeded, seedDemoShop } from '../seed/seed-demo';
import { type Config, loadConfig } from './config';
import { hashPassword } from './customers/sign-in/passwords';
import { demoMediaWriter } from './media/demo-media';
import { mediaStoreFor } from './media/open-store';

/** Set in the child's environment: the process seeds and exits instead of serving. */
export const SEED_CHILD = 'SHOP_FIRST_START_SEED';

export function databaseTargetOf(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** When the (migrated) database holds no catalogue yet, seeds the demo shop (its media too, if set). */
export async function seedIfEmpty(handle: Awaited<ReturnType<typeof openDatabase>>, config: Config) {
  if (!config.SEED_DEMO_DATA || (await isSeeded(handle.db))) return;
  const media = config.SEED_DEMO_MEDIA ? mediaStoreFor(config) : undefined;
  await seedDemoShop(handle.db, {
    writeMedia: media && demoMediaWriter(media),
    hashPassword,
    log: (l) => console.log(l),
  });
}

/** The parent's side: the same program, run again with SEED_CHILD set; resolves when it has seeded. */
export function seedInChildProcess(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      env: { ...env, [SEED_CHILD]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the demo shop failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

/** The child's side (server/main.ts): seed, close, exit 0; any failure exits 1 with its message. */
export async function runSeedChild() {
  try {
    const config = loadConfig(process.env);
    const handle = await openDatabase(databaseTargetOf(config));
    try {
      await migrateDatabase(handle);
      await seedIfEmpty(handle, config);
    } finally {
      await handle.close();
    }
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
