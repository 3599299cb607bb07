// Database round trips per catalogue page when nothing is cached: the product page costs two, the
// shell's settings and the page's own statement (docs/decisions/0034). Counted at the driver, on the real
// storefront build, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../database/connect';
import { seededDataDir } from '../../scripts/shop-server.mjs';
import { seedDemoShop } from '../../seed/seed-demo';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../customers/passwords';
import { adminUrl, dropDatabase } from '../test-support/postgres-admin';
import { buildDir } from '../test-support/shop-process';

// The budget is two for every page. The product page meets it; the others are held at what
// they cost today until their loaders are folded into one statement too (docs/decisions/0034).
const PAGES: [string, number][] = [
  ['/productdetails/1', 2],
  ['/productdetails/7', 2],
  ['/', 3],
  ['/search/tv', 4],
  ['/csearch/Kitchen', 4],
  ['/category/3', 10],
];

const engines = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

interface Counted {
  handle: DatabaseHandle;
  queries: string[];
  close(): Promise<void>;
}

/** Every statement the driver sends is recorded (PGlite and node-postgres both go through query()). */
function countQueries(handle: DatabaseHandle): string[] {
  const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const queries: string[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    queries.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return query(...args);
  };
  return queries;
}

async function seededDatabase(engine: (typeof engines)[number]): Promise<Counted> {
  if (engine === 'pglite') {
    const dataDir = await seededDataDir(buildDir);
    const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
    return {
      handle,
      queries: countQueries(handle),
      close: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_page_queries_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await adminUrl(serverUrl);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await migrateDatabase(handle);
  await seedDemoShop(handle.db, { hashPassword });
  return {
    handle,
    queries: countQueries(handle),
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

describe.each(engines)('database round trips per catalogue page on %s', (engine) => {
  let database: Counted;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await seededDatabase(engine);
    dataDir = fs.mkdtempSync('/tmp/shop-page-queries-');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAGE_CACHE_MB: '0' });
    app = await buildApp({ db: database.handle.db, config, storefrontBuildDir: buildDir });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(PAGES)('%s is drawn with at most %i statements', async (url, budget) => {
    database.queries.length = 0;
    const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('</html>');
    // At least one: the counter sees the page's statements at all.
    expect(database.queries.length).toBeGreaterThan(0);
    expect(database.queries.length, database.queries.join('\n\n')).toBeLessThanOrEqual(budget);
  });
});
