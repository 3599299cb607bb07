// Memory with a large catalogue: the demo shop on PGlite plus generated products (10,000 in all), the
// production server started on it, its RSS idle and at its peak while a client reads the sitemap,
// every category page, every page of every category's products through the API, a sample of product
// pages and searches. Part of `npm run bench`; alone: `npx tsx bench/large-catalogue.ts` (the build
// must exist). A bench, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../database/connect';
import { round } from './http-figures';
import { rssMiB } from './memory';
import { startShopProcess } from './shop-process';

export const LARGE_CATALOGUE = 10_000;
/** What one server may hold with such a catalogue on PGlite (docs/performance.md#large-catalogue). */
export const LARGE_CATALOGUE_BUDGET_MIB = 512;
const PRODUCT_PAGES = 1_000;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Copies demo products under new names until the catalogue has `total` products. */
async function growCatalogue(pgliteDir: string, total: number): Promise<number> {
  const db = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    const [{ n }] = rows<{ n: number }>(await db.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as [
      { n: number },
    ];
    const more = Math.max(0, total - n);
    await db.db.execute(sql`
      INSERT INTO products (slug, name, description, category_no, brand, barcode, sales_price, purchase_price, stock, arrival_date)
      SELECT 'bench-' || g || '-' || p.slug, p.name || ' ' || g, p.description, p.category_no, p.brand, p.barcode,
             p.sales_price, p.purchase_price, 5 + g % 20, p.arrival_date
      FROM generate_series(1, ${more}) AS g
      JOIN LATERAL (SELECT * FROM products ORDER BY product_no OFFSET (g % ${n}) LIMIT 1) p ON true`);
    const [{ m }] = rows<{ m: number }>(await db.db.execute(sql`SELECT count(*)::int AS m FROM products`)) as [
      { m: number },
    ];
    return m;
  } finally {
    await db.close();
  }
}

export async function largeCatalogueMemory(root: string, port = 3417) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-large-'));
  try {
    const env = { DATA_DIR: dataDir, SEED_DEMO_MEDIA: 'false' };
    const seeded = await startShopProcess(root, env, port);
    await seeded.stop();
    const products = await growCatalogue(path.join(dataDir, 'pglite'), LARGE_CATALOGUE);
    const shop = await startShopProcess(root, env, port);
    try {
      await new Promise((r) => setTimeout(r, 2_000));
      const rssIdleMiB = rssMiB(shop.pid);
      let peak = rssIdleMiB ?? 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(shop.pid) ?? 0);
      }, 250);
      let requests = 0;
      const get = async (p: string) => {
        const res = await fetch(shop.url + p, { headers: { 'accept-encoding': 'gzip, br' } });
        await res.arrayBuffer();
        requests++;
        return res;
      };
      const started = performance.now();
      try {
        const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
        requests++;
        const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
        const categories = paths.filter((p) => p.startsWith('/category/'));
        const productPages = paths.filter((p) => p.startsWith('/productdetails/'));
        for (const p of categories) await get(p);
        for (const categoryNo of categories.map((p) => Number(p.split('/')[2]))) {
          for (let page = 1; page <= 200; page++) {
            const res = await fetch(
              `${shop.url}/api/Product/GetProducts?CategoryNo=${categoryNo}&MaxRecords=100&PageNo=${page}`,
            );
            requests++;
            const list = (await res.json()) as unknown[];
            if (!Array.isArray(list) || list.length < 100) break;
          }
        }
        const step = Math.max(1, Math.floor(productPages.length / PRODUCT_PAGES));
        for (let i = 0; i < productPages.length; i += step) await get(productPages[i]!);
        for (const q of ['tabla', 'pot', 'sari', 'sofa', 'phone', 'brass', 'dholak', 'kurta', 'fan', 'rug'])
          for (let page = 1; page <= 5; page++) await get(`/search?q=${q}&page=${page}`);
      } finally {
        clearInterval(sampler);
      }
      await new Promise((r) => setTimeout(r, 2_000));
      const rssAfterMiB = rssMiB(shop.pid);
      return {
        products,
        requests,
        seconds: round((performance.now() - started) / 1000, 0),
        rssIdleMiB,
        rssPeakMiB: Math.max(peak, rssAfterMiB ?? 0),
        rssAfterMiB,
        budgetMiB: LARGE_CATALOGUE_BUDGET_MIB,
        serverEnded: shop.ended(),
      };
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const port = Number(process.env.BENCH_PORT ?? 3417);
  largeCatalogueMemory(path.resolve(import.meta.dirname, '..'), port).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
