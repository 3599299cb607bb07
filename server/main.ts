// Starts the shop: settings, data folder lock, database (embedded or server), migrations, demo data
// on first start, then the one HTTP server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { lockDataDir } from '../database/data-dir-lock';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../database/connect';
import { isSeeded, seedDemoShop } from '../seed/seed-demo';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningShop {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export async function startShop(env: NodeJS.ProcessEnv = process.env, opts: { storefront?: boolean } = {}): Promise<RunningShop> {
  const config = loadConfig(env);
  const releaseLock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    await migrateDatabase(database);
    if (config.SEED_DEMO_DATA && !(await isSeeded(database.db))) {
      await seedDemoShop(database.db, { mediaDir: config.mediaDir, log: (l) => console.log(l) });
    }
    const app = await buildApp({
      db: database.db,
      config,
      storefrontBuildDir: opts.storefront === false ? undefined : path.resolve(projectRoot, env.STOREFRONT_BUILD_DIR ?? 'build'),
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const db = database;
    return {
      app,
      config,
      database: db,
      url: `http://localhost:${port}`,
      async close() {
        await app.close();
        await db.close();
        releaseLock();
      },
    };
  } catch (err) {
    await database?.close().catch(() => {});
    releaseLock();
    throw err;
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const started = Date.now();
  startShop()
    .then((shop) => {
      console.log(`Shop ready at ${shop.url} (${shop.database.kind}) in ${Date.now() - started} ms`);
      let closing = false;
      const stop = () => {
        if (closing) return;
        closing = true;
        shop.close().then(() => process.exit(0), () => process.exit(1));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((err: Error) => {
      console.error(err.name === 'DataDirLockedError' || err.message.startsWith('Invalid settings') ? err.message : err);
      process.exit(1);
    });
}
