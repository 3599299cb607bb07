// Tests only: another server of the same shop, as a load balancer would see it: its own process state
// (app, pool, limits in memory, data folder) on the first test shop's PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../../database/connect';
import { buildApp, type PageServer } from '../app';
import { loadConfig } from '../config';
import type { TestShop } from './test-shop';

export interface SecondServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** env: settings on top of the first shop's test settings (give both the same REDIS_URL to share limits). */
export async function secondServer(
  first: TestShop,
  env: Record<string, string> = {},
  opts: { pages?: PageServer } = {},
): Promise<SecondServer> {
  if (!first.databaseUrl) {
    throw new Error('A second server shares a PostgreSQL database: create the first shop on postgres.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-second-'));
  const database = await openDatabase({ kind: 'postgres', url: first.databaseUrl, poolSize: 5 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    WRITE_LIMIT_PER_MINUTE: '100000',
    ORDER_LIMIT_PER_ADDRESS: '100000',
    PAGE_CACHE_MB: '0', // as createTestShop: off unless the test asks
    ...env,
  });
  const app = await buildApp({ db: database.db, config, logger: false, storefrontDev: opts.pages });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
