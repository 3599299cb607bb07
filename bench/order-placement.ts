// Order placement under load: 20 customers at once POST SaveOrder, each request a new order (its own
// idempotency key), for a product with stock enough never to run out. Figures: orders/s, p50, p99,
// how many orders the database really holds afterwards, and whether the server still answers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../database/connect';
import { round } from './http-figures';
import { startShopProcess } from './shop-process';

const CONNECTIONS = 20;
const CSRF = 'bench-csrf-token-0123456789abcdef';

export interface OrderPlacementTarget {
  /** A seeded data folder; a PGlite target works on a copy, so its demo data stay as they were. */
  dataDir: string;
  /** Set for PostgreSQL (a bench database of its own, dropped by the caller); the folder then holds media. */
  databaseUrl?: string;
}

const openTarget = (dataDir: string, databaseUrl?: string): Promise<DatabaseHandle> =>
  databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });

async function rows<T>(db: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An active product without variants, given stock that 20 customers cannot exhaust. */
async function stockUpOneProduct(db: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ product_no: number }>(
    db,
    sql`
    SELECT p.product_no FROM products p
    WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = p.product_no)
    ORDER BY p.product_no LIMIT 1`,
  );
  if (!row) throw new Error('No product without variants to order.');
  await db.db.execute(
    sql`UPDATE products SET stock = 100000000, is_sold_out = false WHERE product_no = ${row.product_no}`,
  );
  return row.product_no;
}

function orderBody(productNo: number): string {
  return JSON.stringify({
    PMNo: 3,
    OrderProductList: [{ ProductNo: productNo, Quantity: 1 }],
    Remarks: '',
    CountryNo: 1,
    IsPickup: 0,
    CustomerMobile: String(7000000 + crypto.randomInt(999_999)),
    CustomerName: 'Bench Shopper',
    EmailID: '',
    CustomerEmail: 'bench@example.test',
    CustomerAddress: '1 Load Street',
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

export async function orderPlacementFigures(root: string, target: OrderPlacementTarget, port: number, seconds: number) {
  const copy = target.databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-orders-'));
  const dataDir = copy ?? target.dataDir;
  try {
    if (copy) {
      fs.cpSync(target.dataDir, copy, { recursive: true });
      fs.rmSync(path.join(copy, 'server.lock'), { force: true });
    }
    const db = await openTarget(dataDir, target.databaseUrl);
    const productNo = await stockUpOneProduct(db).finally(() => db.close());

    const shop = await startShopProcess(
      root,
      {
        DATA_DIR: dataDir,
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
        WRITE_LIMIT_PER_MINUTE: '100000000',
        ORDER_LIMIT_PER_ADDRESS: '100000000',
      },
      port,
    );
    let result: LoadResult;
    let serverSurvived: boolean;
    try {
      result = await autocannon({
        url: shop.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/shop/SaveOrder',
            headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
            setupRequest: (req) => ({ ...req, body: orderBody(productNo) }),
          },
        ],
      });
      serverSurvived = await shop.healthy();
    } finally {
      await shop.stop();
    }

    const after = await openTarget(dataDir, target.databaseUrl);
    const [stored] = await rows<{ n: number | string }>(
      after,
      sql`SELECT count(*) AS n FROM order_lines WHERE product_no = ${productNo}`,
    ).finally(() => after.close());
    return {
      connections: CONNECTIONS,
      seconds,
      ordersPerSecond: round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      ordersStored: Number(stored?.n ?? 0),
      serverSurvived,
    };
  } finally {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}
