// A sale day (docs/decisions/0061-0063): 50 shoppers browse about a hundred product pages,
// first alone, then while a buyer places cash-on-delivery orders for those products at 5 and at 20 a
// second (an open loop: each order is sent on time, whether the last one was answered or not). Every
// order takes stock, so it touches the pages the shoppers browse. Figures: browse req/s, p50, p99;
// orders asked, placed and placed per second; the ratio of browsing with orders to browsing alone.
// Then what a refill costs on those pages (bench/refill-costs.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as BrowseResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../database/connect';
import { BROWSER_ENCODINGS, median, round } from './http-figures';
import { refillCosts } from './refill-costs';
import { startShopProcess } from './shop-process';

const SHOPPERS = 50;
const PRODUCTS = 105;
const ORDER_RATES = [5, 20] as const;
const CSRF = 'bench-sale-day-csrf-token-0123456789';

export interface SaleDayTarget {
  /** A seeded data folder; on PGlite the bench works on a copy of it. */
  dataDir: string;
  databaseUrl?: string;
}

interface Browse {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

interface WithOrders extends Browse {
  ordersPerSecondAsked: number;
  ordersAsked: number;
  ordersPlaced: number;
  ordersPlacedPerSecond: number;
  orderLatencyP50Ms: number;
  orderLatencyP99Ms: number;
  /** Browsing with orders over browsing alone (req/s). */
  ratio: number;
}

async function rows<T>(db: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** About a hundred active products without variants, with stock no bench can sell out. */
async function saleProducts(db: DatabaseHandle): Promise<number[]> {
  const found = await rows<{ product_no: number }>(
    db,
    sql`SELECT p.product_no FROM products p
        WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = p.product_no)
        ORDER BY p.product_no LIMIT ${PRODUCTS}`,
  );
  const numbers = found.map((r) => r.product_no);
  await db.db.execute(
    sql`UPDATE products SET stock = 100000000, is_sold_out = false WHERE product_no IN ${sql.raw(`(${numbers.join(',')})`)}`,
  );
  return numbers;
}

function orderBody(products: number[]): string {
  const lines = crypto.randomInt(2) + 1;
  const chosen = new Set<number>();
  while (chosen.size < lines) chosen.add(products[crypto.randomInt(products.length)]!);
  return JSON.stringify({
    PMNo: 3,
    OrderProductList: [...chosen].map((ProductNo) => ({ ProductNo, Quantity: 1 })),
    Remarks: '',
    CountryNo: 1,
    IsPickup: 0,
    CustomerMobile: String(7000000 + crypto.randomInt(999_999)),
    CustomerName: 'Sale Day Buyer',
    EmailID: '',
    CustomerEmail: 'buyer@example.test',
    CustomerAddress: '1 Sale Street',
    CustomerCityNo: 0,
    ODeliverCountryNo: 1,
    StoreNo: 8,
    InvoiceStoreName: 'Online Store',
    ShopNo: 16,
    ShopName: '',
    NewOrderDate: new Date().toISOString().slice(0, 10),
    Source: 1,
    IdempotencyKey: crypto.randomUUID(),
  });
}

function browse(url: string, paths: string[], seconds: number): Promise<BrowseResult> {
  return autocannon({
    url,
    connections: SHOPPERS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: paths[0]!,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        setupRequest: (r) => ({ ...r, path: paths[crypto.randomInt(paths.length)]! }),
      },
    ],
  });
}

const browseFigures = (r: BrowseResult): Browse => ({
  requestsPerSecond: round(r.requests.average),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  errors: r.errors + r.non2xx,
});

/** Orders sent on time at `perSecond` for `seconds`; placed: answered `success: true` within the run and 2 s after. */
async function placeOrders(url: string, products: number[], perSecond: number, seconds: number) {
  const asked = perSecond * seconds;
  const started = performance.now();
  const latencies: number[] = [];
  let placed = 0;
  const sent: Promise<void>[] = [];
  for (let i = 0; i < asked; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    sent.push(
      fetch(`${url}/api/shop/SaveOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
        body: orderBody(products),
        signal: AbortSignal.timeout(Math.max(1, Math.round(seconds * 1000 + 2_000 - (t - started)))),
      })
        .then(async (res) => {
          const answer = (await res.json()) as { success?: boolean };
          if (answer.success) {
            placed++;
            latencies.push(performance.now() - t);
          }
        })
        .catch(() => {}),
    );
  }
  await Promise.all(sent);
  return {
    ordersPerSecondAsked: perSecond,
    ordersAsked: asked,
    ordersPlaced: placed,
    ordersPlacedPerSecond: round(placed / seconds),
    orderLatencyP50Ms: latencies.length ? round(median(latencies), 0) : 0,
    orderLatencyP99Ms: latencies.length
      ? round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)]!, 0)
      : 0,
  };
}

export async function saleDayFigures(root: string, target: SaleDayTarget, port: number, seconds: number) {
  const copy = target.databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-sale-day-'));
  const dataDir = copy ?? target.dataDir;
  try {
    if (copy) {
      fs.cpSync(target.dataDir, copy, { recursive: true });
      fs.rmSync(path.join(copy, 'server.sock'), { force: true });
    }
    const db = target.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: target.databaseUrl, poolSize: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const products = await saleProducts(db).finally(() => db.close());
    const paths = products.map((no) => `/productdetails/${no}`);

    const shop = await startShopProcess(
      root,
      {
        DATA_DIR: dataDir,
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
        PAGE_CACHE_MB: '32',
        WRITE_LIMIT_PER_MINUTE: '100000000',
        ORDER_LIMIT_PER_ADDRESS: '100000000',
      },
      port,
    );
    try {
      for (const p of paths)
        await (await fetch(shop.url + p, { headers: { 'accept-encoding': BROWSER_ENCODINGS } })).arrayBuffer();
      const alone = browseFigures(await browse(shop.url, paths, seconds));
      const withOrders: WithOrders[] = [];
      for (const perSecond of ORDER_RATES) {
        const [browsed, orders] = await Promise.all([
          browse(shop.url, paths, seconds),
          placeOrders(shop.url, products, perSecond, seconds),
        ]);
        const figures = browseFigures(browsed);
        withOrders.push({
          ...figures,
          ...orders,
          ratio: round(figures.requestsPerSecond / Math.max(1, alone.requestsPerSecond), 3),
        });
      }
      const refill = await refillCosts(shop.url, paths);
      return {
        shoppers: SHOPPERS,
        productPages: paths.length,
        seconds,
        alone,
        withOrders,
        refill,
        serverSurvived: await shop.healthy(),
      };
    } finally {
      await shop.stop();
    }
  } finally {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}
