// Database round trips per catalogue page when no page is cached: at most two, the standing data
// (settings, categories, banners; read again after a change) and the page's own statement
// (docs/decisions/0034, 0044). Counted at the driver, on the real storefront build, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../database/connect';
import { categories, settings } from '../../database/schema';
import { seededDataDir } from '../../scripts/shop-server.mjs';
import { seedDemoShop } from '../../seed/seed-demo';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../customers/sign-in/passwords';
import { adminUrl, dropDatabase } from '../test-support/postgres-admin';
import { buildDir } from '../test-support/shop-process';

// The budget: two for every page, the first after a change included.
const BUDGET = 2;
const PAGES = [
  '/productdetails/1',
  '/productdetails/7',
  '/',
  '/search/tv',
  '/csearch/Kitchen',
  '/category/3',
  '/category/3?PageNo=2&sort=price-asc',
  '/category',
  '/aboutus',
];
/** The standing data's statement (server/catalogue/standing-data.ts). */
const STANDING = /'parentNo', parent_no/;

const engines = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

interface Counted {
  handle: DatabaseHandle;
  queries: string[];
  /** The name each statement was sent under (prepared statements), or '' for none. */
  names: string[];
  close(): Promise<void>;
}

/** Every statement the driver sends is recorded (PGlite and node-postgres both go through query()). */
function countQueries(handle: DatabaseHandle): Pick<Counted, 'queries' | 'names'> {
  const client = (handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const queries: string[] = [];
  const names: string[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    queries.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    names.push(typeof text === 'string' ? '' : ((text as { name?: string }).name ?? ''));
    return query(...args);
  };
  return { queries, names };
}

async function seededDatabase(engine: (typeof engines)[number]): Promise<Counted> {
  if (engine === 'pglite') {
    const dataDir = await seededDataDir(buildDir);
    const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
    return {
      handle,
      ...countQueries(handle),
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
    ...countQueries(handle),
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

  async function page(url: string) {
    database.queries.length = 0;
    database.names.length = 0;
    const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('</html>');
    return { body: res.body, queries: [...database.queries], names: [...database.names] };
  }

  /** A change the database announces (a statement-level trigger fires without rows), and time to hear it. */
  async function announceChange() {
    await database.handle.db.update(categories).set({ name: sql`name` }).where(sql`false`);
    if (engine === 'postgres') await new Promise((r) => setTimeout(r, 300));
  }

  it.each(PAGES)('%s is drawn with at most two statements, the first time after a change too', async (url) => {
    await announceChange();
    const first = await page(url);
    // The standing data is read again after the change: the counter sees it.
    expect(
      first.queries.some((q) => STANDING.test(q)),
      first.queries.join('\n\n'),
    ).toBe(true);
    expect(first.queries.length, first.queries.join('\n\n')).toBeLessThanOrEqual(BUDGET);
    const next = await page(url);
    expect(next.queries.some((q) => STANDING.test(q))).toBe(false);
    expect(next.queries.length, next.queries.join('\n\n')).toBeLessThanOrEqual(BUDGET - 1);
  });

  it.runIf(engine === 'postgres')(
    'the product page sends its statement prepared, under a name PostgreSQL plans once per connection',
    async () => {
      await page('/productdetails/1');
      const again = await page('/productdetails/7');
      expect(again.body).toContain('<h1');
      expect(again.names).toEqual(['product_detail_with_reviews']);
    },
  );

  it('a change of the settings or a category is seen by the next page at once', async () => {
    const [electronics] = await database.handle.db
      .select({ no: categories.categoryNo, name: categories.name })
      .from(categories)
      .where(eq(categories.slug, 'electronics'));
    const before = await page('/category');
    expect(before.body).toContain(`>${electronics!.name}<`);
    expect(before.queries).toHaveLength(0); // held in memory
    const [stored] = await database.handle.db.select().from(settings).where(eq(settings.key, 'shop'));
    try {
      await database.handle.db
        .update(categories)
        .set({ name: 'Gadgets Galore' })
        .where(eq(categories.categoryNo, electronics!.no));
      await database.handle.db
        .insert(settings)
        .values({ key: 'shop', value: { ...(stored?.value as object), shopName: 'Renamed Shop' } })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: { ...(stored?.value as object), shopName: 'Renamed Shop' } },
        });
      // PostgreSQL tells this server on its own connection, a moment after the commit.
      await expect
        .poll(async () => (await page('/category')).body, { timeout: 1_000, interval: 20 })
        .toContain('>Gadgets Galore<');
      expect((await page('/aboutus')).body).toContain('Renamed Shop');
    } finally {
      await database.handle.db
        .update(categories)
        .set({ name: electronics!.name })
        .where(eq(categories.categoryNo, electronics!.no));
      if (stored)
        await database.handle.db.update(settings).set({ value: stored.value }).where(eq(settings.key, 'shop'));
      else await database.handle.db.delete(settings).where(eq(settings.key, 'shop'));
    }
    await expect
      .poll(async () => (await page('/category')).body, { timeout: 1_000, interval: 20 })
      .toContain(`>${electronics!.name}<`);
  });
});
