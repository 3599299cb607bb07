// A shop for one test file: its own copy of the seeded database on each engine under test, and the
// Fastify app in front of it, driven with inject() (no port, no storefront build).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../database/connect';
import { buildApp, type PageServer } from '../app';
import { type Config, loadConfig } from '../config';
import type { LogDestination } from '../http/security/safe-logging';
import { adminUrl, dropDatabase } from './postgres-admin';

export type Engine = 'pglite' | 'postgres';

/** The engines this run tests: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  /** PostgreSQL only: the test's own database, for a second server on it (server/test-support/second-server.ts). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** `log`: where the app's log lines go (at env.LOG_LEVEL); without it the app logs nothing. */
export async function createTestShop(
  engine: Engine,
  env: Record<string, string> = {},
  opts: { log?: LogDestination; pages?: PageServer } = {},
): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-file-'));
  let database: DatabaseHandle;
  let dropOwnDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'pglite') {
    const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  } else {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_test_${inject('runId')}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = await adminUrl(serverUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 });
    dropOwnDatabase = () => dropDatabase(serverUrl, name);
  }
  // Tests stand behind a trusted proxy so they can speak for several client addresses.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    WRITE_LIMIT_PER_MINUTE: '100000',
    ORDER_LIMIT_PER_ADDRESS: '100000',
    // Off unless a test asks: tests write to the database and read straight back, before the change
    // notice that clears a cache arrives (docs/decisions/0030). The cache's own tests turn it on.
    PAGE_CACHE_MB: '0',
    ...env,
  });
  const app = await buildApp({
    db: database.db,
    config,
    logger: opts.log !== undefined,
    logDestination: opts.log,
    storefrontDev: opts.pages,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropOwnDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
