// Search at catalogue scale: a PostgreSQL database with the demo shop plus 100,000 generated products,
// 200 varied searches through the same service the API uses, p50/p99 printed. A bench, not a test.
//   npx tsx bench/search-large.ts            (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server)
//   npx tsx bench/search-large.ts --keep     (keeps the database and prints its name, for EXPLAIN)
//   npx tsx bench/search-large.ts --reuse=shop_bench_search_…   (searches a kept database again)
// Target: p99 under 50 ms.
import crypto from 'node:crypto';
import os from 'node:os';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../database/connect';
import { products } from '../database/schema';
import { seedDemoShop } from '../seed/seed-demo';
import { createCatalogueService } from '../server/catalogue/service';
import { hashPassword } from '../server/customers/sign-in/passwords';

const GENERATED = 100_000;
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reuse = process.argv.find((a) => a.startsWith('--reuse='))?.slice('--reuse='.length);
const keep = process.argv.includes('--keep') || reuse !== undefined;

/** The searches shoppers make: right words, misspellings, brands, categories, several words, nonsense, later pages. */
const SEARCHES: { text?: string; categoryText?: string; pageNo?: number }[] = [
  ...[
    'dholak',
    'tabla',
    'harmonium',
    'samsung',
    'pressure cooker',
    'sari',
    'kurta',
    'murti',
    'incense',
    'deya',
    'tawa',
    'sofa',
    'wardrobe',
    'jhula',
    'jutti',
    'slippers',
    'tv',
    'phone',
    'fridge',
    'refrigerator',
    'washing machine',
    'fan',
    'drill',
    'paint',
    'brass',
    'ganesh',
    'lakshmi',
    'hawan',
    'bed',
    'dining table',
    'mahogany',
    'cotton',
    'leather',
    'kids',
    'wedding',
    'divali',
    'stainless steel',
    'nonstick',
    'blender',
    'air conditioner',
    'inverter',
    'headphones',
    'speaker',
    'laptop',
    'charger',
    'cable',
    'car',
    'tyre',
    'wax',
    'hose',
    'pipe',
    'bulb',
    'curtain',
    'rug',
    'vase',
    'lamp',
    'soap',
    'shampoo',
    'coconut oil',
    'attar',
  ].map((text) => ({ text })),
  ...[
    'dholk',
    'tabal',
    'harmonim',
    'samsng',
    'presure cooker',
    'refrigirator',
    'wardobe',
    'headphnes',
    'blendr',
    'mahogny',
    'incence',
    'curtian',
    'shampo',
    'lakshmi murthi',
    'jhoola',
    'sofaa',
    'kurtha',
    'laptp',
    'chargr',
    'stanless',
  ].map((text) => ({ text })),
  ...['Nike', 'Philips', 'Prestige', 'Hawkins', 'Yamaha', 'Bosch', 'LG', 'Sony', 'Tramontina', 'Black+Decker'].map(
    (text) => ({ text }),
  ),
  ...['"copper tabla"', 'brass -deya', 'sofa or couch', 'x', '%', 'a_b', 'zzqx', 'qwertyuiop', '12', 'the'].map(
    (text) => ({ text }),
  ),
  ...[
    'Tabla',
    'Dholak',
    'Funeral Clothing',
    'Electronics',
    'Shoes',
    'Kitchen',
    'Tools',
    'Health & Beauty',
    'Home & Decor',
    'Appliances',
    'Brass Items',
    'Incense',
    "Men's Wear",
    'Sofa / Couch Set',
    'Swing (Jhula)',
    'Idol Books',
    'Furniture',
    'Puja Items',
    'Clothing',
    'Musical Items',
  ].map((categoryText) => ({ categoryText })),
  ...['dholak', 'samsung', 'cotton', 'steel', 'brass'].flatMap((text) => [2, 3, 7].map((pageNo) => ({ text, pageNo }))),
];

async function createDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = reuse ?? `shop_bench_search_${crypto.randomBytes(4).toString('hex')}`;
  if (!/^shop_bench_search_[0-9a-f]{8}$/.test(name)) throw new Error(`Not a bench database: ${name}`);
  if (!reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** 100,000 products made from the demo catalogue's names, descriptions and categories, in one statement. */
async function generateProducts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.execute(sql`
    CREATE TEMP TABLE base AS
      SELECT row_number() OVER (ORDER BY product_no) AS rn, name, description, brand, category_no, sales_price
      FROM products`);
  await db.execute(sql`
    INSERT INTO products (slug, name, description, category_no, brand, barcode, sku, sales_price, stock, is_sold_out,
                          arrival_date, sort_order)
    SELECT 'bench-' || g,
           (ARRAY['Deluxe','Classic','Premium','Compact','Family','Heritage','Everyday','Royal','Island','Carnival',
                  'Festive','Studio','Pro','Lite','Grand','Mini','Sturdy','Elegant','Rustic','Modern'])[1 + g % 20]
             || ' ' || b.name || ' ' ||
           (ARRAY['Red','Blue','Green','Gold','Silver','Black','White','Teal','Maroon','Ivory'])[1 + (g / 20) % 10]
             || ' ' || (1000 + g % 9000),
           b.description || ' ' ||
           (ARRAY['Made to last.','A favourite in Chaguanas.','Loved in San Fernando homes.','Great for Divali gifts.',
                  'Ships from our Trinidad warehouse.','Popular with Tobago customers.'])[1 + g % 6],
           b.category_no, b.brand,
           lpad((g)::text, 12, '9'), 'BENCH-' || g,
           round(b.sales_price * (0.8 + (g % 41) / 100.0), 2),
           g % 50, g % 23 = 0,
           DATE '2026-01-01' + (g % 320), 1000 + g
    FROM generate_series(1, ${GENERATED}) AS g
    JOIN base b ON b.rn = 1 + g % (SELECT count(*) FROM base)`);
  await db.execute(sql`ANALYZE`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const database = await createDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 10 }); // the server's default pool
  try {
    const t0 = performance.now();
    if (!reuse) {
      await migrateDatabase(handle);
      await seedDemoShop(handle.db, { hashPassword });
      await generateProducts(handle.db);
    }
    const [{ n }] = await handle.db.select({ n: count() }).from(products);
    console.log(
      `Database ${database.name}: ${n} products, ready in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );

    const catalogue = createCatalogueService(handle.db);
    const run = (s: (typeof SEARCHES)[number]) =>
      catalogue.search({ text: s.text, categoryText: s.categoryText }, s.pageNo ?? 1, 15);
    for (const s of SEARCHES.slice(0, 20)) await run(s); // warm the caches, as a running shop has them

    const timings: { ms: number; label: string; found: number }[] = [];
    for (let i = 0; i < 200; i++) {
      const s = SEARCHES[i % SEARCHES.length]!;
      const started = performance.now();
      const found = (await run(s)).length;
      timings.push({ ms: performance.now() - started, label: JSON.stringify(s), found });
    }
    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
    // Shared machines are noisy: the load average says how much else was running.
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `200 searches over ${n} products: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${os.cpus().length} cores, load average ${load}).`,
    );
    console.log('Slowest:', slowest.map((t) => `${t.label} ${t.ms.toFixed(1)} ms (${t.found} found)`).join('; '));
    console.log(
      `Searches with no result: ${
        timings
          .filter((t) => t.found === 0)
          .map((t) => t.label)
          .join(', ') || 'none'
      }.`,
    );
  } finally {
    await handle.close();
    if (keep) console.log(`Kept database ${database.name}.`);
    else await database.drop();
  }
}

await main();
