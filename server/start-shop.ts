// Starts the shop: settings, data folder lock, database (embedded or server), migrations, demo data
// on first start, then the one HTTP server. server/main.ts runs it as a process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, type DatabaseTarget, migrateDatabase, openDatabase } from '../database/connect';
import { type DataDirLock, lockDataDir } from '../database/data-dir-lock';
import { duringStartUp } from '../database/start-up-lock';
import { isSeeded, seedDemoShop } from '../seed/seed-demo';
import { buildApp, type PageServer } from './app';
import { type Config, loadConfig } from './config';
import { hashPassword } from './customers/passwords';
import { demoMediaWriter } from './media/demo-media';
import { mediaStoreFor } from './media/open-store';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningShop {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** false: the API and media only, no pages. */
  storefront?: boolean;
  /** Pages from the storefront's sources instead of its build (server/http/storefront-dev.ts). */
  storefrontDev?: PageServer;
}

export async function startShop(env: NodeJS.ProcessEnv = process.env, opts: StartOptions = {}): Promise<RunningShop> {
  const config = loadConfig(env);
  const target: DatabaseTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  const lock: DataDirLock | undefined = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    const handle = (database = await openDatabase(target));
    // Everything that writes at start, one server at a time (database/start-up-lock.ts).
    app = await duringStartUp(target, async () => {
      await migrateDatabase(handle);
      if (config.SEED_DEMO_DATA && !(await isSeeded(handle.db))) {
        const media = config.SEED_DEMO_MEDIA ? mediaStoreFor(config) : undefined;
        await seedDemoShop(handle.db, {
          writeMedia: media && demoMediaWriter(media),
          hashPassword,
          log: (l) => console.log(l),
        });
      }
      const storefrontBuildDir =
        opts.storefront === false || opts.storefrontDev
          ? undefined
          : path.resolve(projectRoot, env.STOREFRONT_BUILD_DIR ?? 'build');
      const storefrontDev = opts.storefront === false ? undefined : opts.storefrontDev;
      const built = await buildApp({ db: handle.db, config, storefrontBuildDir, storefrontDev });
      await built.ready(); // its onReady hooks write too (the first owner from the settings)
      return built;
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const running = app;
    return {
      app: running,
      config,
      database: handle,
      url: `http://localhost:${port}`,
      async close() {
        await running.close();
        await handle.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    await lock?.release();
    throw err;
  }
}
