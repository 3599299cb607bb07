// An order clears only the cached answers of its products, on every server (docs/decisions/0061, 0062):
// two servers of the shop (the production build, in child processes) on one PostgreSQL database, each
// asked directly. Pages and API answers of other products stay cached through the order, and so does
// the ordered product's page, which shows only that some are left (decision 0068); its API answer,
// which shows the figure, is rendered again on both servers, and a product whose last unit went shows
// as sold out at once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../database/connect';
import { type Answer, closeClients, loopbackAddress, send } from '../test-support/loopback-client';
import { addProduct, newKey, orderBody } from '../test-support/order-fixtures';
import { adminUrl, dropDatabase } from '../test-support/postgres-admin';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process';
import { STOCK_STALE_MS } from './answer-cache';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const CSRF = 'keyed-invalidation-csrf-token-0123456789';
const browser = { 'accept-encoding': 'gzip, br' };

describe.skipIf(!SERVER_URL)(`an order on two servers${SERVER_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  const dbName = `shop_keyed_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const servers: ShopProcess[] = [];
  let database: DatabaseHandle;
  let ordered: number;
  let lastOne: number;
  let other: number;

  /** A GET as a browser sends it, with the answer's text decompressed. */
  async function get(server: ShopProcess, path: string): Promise<Answer> {
    const answer = await send('GET', `${server.url}${path}`, { headers: browser });
    const encoding = answer.headers['content-encoding'];
    const bytes =
      encoding === 'br'
        ? zlib.brotliDecompressSync(answer.bytes)
        : encoding === 'gzip'
          ? zlib.gunzipSync(answer.bytes)
          : answer.bytes;
    return { ...answer, body: bytes.toString('utf8') };
  }

  /** Asked until it comes from the cache (the first ask renders it). */
  async function cached(server: ShopProcess, path: string) {
    for (let i = 0; i < 20; i++) {
      if ((await get(server, path)).headers['x-cache'] === 'hit') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${path} never came from the cache on ${server.url}`);
  }

  async function order(productNo: number, quantity: number) {
    const placed = await send('POST', `${servers[0]!.url}/api/shop/SaveOrder`, {
      from: loopbackAddress(),
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
      },
      body: JSON.stringify(orderBody([{ ProductNo: productNo, Quantity: quantity }], { IdempotencyKey: newKey() })),
    });
    expect(placed.json()).toMatchObject({ success: true });
  }

  beforeAll(async () => {
    const admin = await adminUrl(SERVER_URL!);
    await admin.query(`CREATE DATABASE "${dbName}"`).finally(() => admin.end());
    const url = new URL(SERVER_URL!);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), SEED_DEMO_MEDIA: 'false', SHUTDOWN_GRACE_SECONDS: '2' };
    // One after the other: the first migrates and seeds the empty database.
    servers.push(await startShopProcess({ env, emptyDataDir: true }));
    servers.push(await startShopProcess({ env, emptyDataDir: true }));
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    ordered = await addProduct(database.db, { name: 'Sorrel drink', salesPrice: '15.00', stock: 1_000 });
    lastOne = await addProduct(database.db, { name: 'Last pholourie tray', salesPrice: '30.00', stock: 1 });
    other = await addProduct(database.db, { name: 'Coconut bake', salesPrice: '12.00', stock: 1_000 });
    // The products' own inserts clear every cache: let that notice pass before anything is cached.
    await new Promise((r) => setTimeout(r, 500));
  });

  afterAll(async () => {
    closeClients();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database?.close();
    await dropDatabase(SERVER_URL!, dbName).catch(() => {});
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
  });

  it("renders again only the ordered products' answers that show stock figures, on both servers", async () => {
    const orderedApi = `/api/Product/loadproduct?ProductNo=${ordered}`;
    // The product page shows only whether it is available (decision 0068): some left before and after.
    const kept = [
      `/productdetails/${ordered}`,
      `/productdetails/${other}`,
      `/api/Product/loadproduct?ProductNo=${other}`,
      '/aboutus',
    ];
    for (const server of servers) for (const path of [orderedApi, ...kept]) await cached(server, path);

    await order(ordered, 2);

    for (const server of servers) {
      // The notice reaches each server a moment after the commit; a stock change lets the answer be
      // served as it was for up to the stale window before it is rendered again (decision 0062).
      const deadline = Date.now() + STOCK_STALE_MS + 2_000;
      let first = await get(server, orderedApi);
      while (first.headers['x-cache'] === 'hit' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        first = await get(server, orderedApi);
      }
      expect(first.headers['x-cache'], `${server.url} ${orderedApi}`).toBe('miss');
      expect(JSON.parse(first.body).Stock).toBe(998);
      for (const path of kept) expect((await get(server, path)).headers['x-cache'], path).toBe('hit');
    }
  });

  it('shows a product whose last unit was ordered as sold out at once, on both servers', async () => {
    const page = `/productdetails/${lastOne}`;
    for (const server of servers) {
      await cached(server, page);
      expect((await get(server, page)).body).not.toContain('schema.org/OutOfStock');
    }
    await order(lastOne, 1);
    const soldOutAt = Date.now();
    for (const server of servers) {
      let answer = await get(server, page);
      while (!answer.body.includes('schema.org/OutOfStock') && Date.now() - soldOutAt < 3_000) {
        await new Promise((r) => setTimeout(r, 25));
        answer = await get(server, page);
      }
      expect(answer.body).toContain('schema.org/OutOfStock');
      // Within the time a notice takes, not the stock change's window (docs/decisions/0062).
      expect(Date.now() - soldOutAt).toBeLessThan(1_500);
      expect((await get(server, `/productdetails/${other}`)).headers['x-cache']).toBe('hit');
    }
  });
});
