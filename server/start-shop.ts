// Starts the shop: settings, data folder lock, database (embedded or server), migrations, demo data
// on first start, then the one HTTP server. server/main.ts runs it as a process.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../database/connect';
import { type DataDirLock, lockDataDir } from '../database/data-dir-lock';
import { duringStartUp } from '../database/start-up-lock';
import { isSeeded } from '../seed/seed-demo';
import { buildApp, type PageServer } from './app';
import { refuseStartOverSetAside } from './backups/set-aside';
import { type Config, loadConfig } from './config';
import { databaseTargetOf, seedIfEmpty, seedInChildProcess } from './first-start-seed';
import { projectRoot } from './project-root';

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
  /**
   * A first start seeds the demo shop in a child process running this same program (server/main.ts
   * answers it), so this one does not keep the seed's memory (docs/decisions/0063).
   */
  seedApart?: boolean;
}

export async function startShop(env: NodeJS.ProcessEnv = process.env, opts: StartOptions = {}): Promise<RunningShop> {
  const config = loadConfig(env);
  const target = databaseTargetOf(config);
  const lock: DataDirLock | undefined = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
  if (!config.DATABASE_URL) {
    try {
      refuseStartOverSetAside(config.dataDir);
    } catch (err) {
      await lock?.release();
      throw err;
    }
  }
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    // A first start on PGlite: the child makes the database folder, then this process opens it.
    const seedApart = opts.seedApart === true && config.SEED_DEMO_DATA;
    if (seedApart && target.kind === 'pglite' && !fs.existsSync(target.dataDir ?? '')) await seedInChildProcess(env);
    const handle = (database = await openDatabase(target));
    // Everything that writes at start, one server at a time (database/start-up-lock.ts).
    app = await duringStartUp(target, async () => {
      await migrateDatabase(handle);
      if (seedApart && target.kind === 'postgres' && !(await isSeeded(handle.db))) await seedInChildProcess(env);
      await seedIfEmpty(handle, config);
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
