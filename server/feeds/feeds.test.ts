import { and, asc, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../database/schema';
import { feedItemId, feedPrice } from '../../shop-rules/feeds';
import { toCents } from '../../shop-rules/money';
import { priceLine } from '../../shop-rules/pricing';
import { type SecondServer, secondServer } from '../test-support/second-server';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

const META_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
];

interface ApiProduct {
  ProductNo: number;
  ProductName: string;
  SalesPrice: number;
  DiscountPercent: number;
  IsSoldOut: number;
  Stock: number;
  ImageFilePath: string;
  ProductSKUList: { ProductSKUNo: number; Color: string | null; Size: string | null; IsSoldOut: number }[];
}

async function metaRows(app: TestShop['app']) {
  const res = await app.inject({ method: 'GET', url: '/feeds/meta.csv' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const parsed = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { rows: parsed.data, etag: String(res.headers.etag), fields: parsed.meta.fields ?? [] };
}

function googleItems(xml: string): Record<string, string[]>[] {
  return [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map(([, body]) => {
    const item: Record<string, string[]> = {};
    for (const [, tag, value] of body!.matchAll(/<g:([a-z_]+)>(.*?)<\/g:\1>/gs)) (item[tag!] ??= []).push(value!);
    return item;
  });
}

describe.each(engines)('catalogue feeds (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine, { PUBLIC_BASE_URL: 'https://shop.example.tt' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const product = async (productNo: number): Promise<ApiProduct> =>
    (await shop.app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${productNo}` })).json();

  it('lists every active product, or each of its variants, with the price and stock the product API shows', async () => {
    const { rows, fields } = await metaRows(shop.app);
    for (const column of [
      ...META_REQUIRED,
      'sale_price',
      'additional_image_link',
      'gtin',
      'item_group_id',
      'color',
      'size',
    ])
      expect(fields).toContain(column);
    const active = await shop.database.db
      .select({ productNo: products.productNo })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.productNo));
    const byId = new Map(rows.map((r) => [r.id!, r]));
    let variants = 0;
    let onSale = 0;
    let soldOut = 0;
    for (const { productNo } of active) {
      const api = await product(productNo);
      const page = priceLine(api, 1);
      const expectedPrice = feedPrice(toCents(api.SalesPrice));
      const expectedSale = page.total < toCents(api.SalesPrice) ? feedPrice(page.total) : '';
      const items =
        api.ProductSKUList.length === 0
          ? [{ id: feedItemId({ productNo, skuNo: null }), soldOut: api.IsSoldOut === 1 || api.Stock <= 0, v: null }]
          : api.ProductSKUList.map((v) => ({
              id: feedItemId({ productNo, skuNo: v.ProductSKUNo }),
              soldOut: v.IsSoldOut === 1,
              v,
            }));
      for (const item of items) {
        const row = byId.get(item.id);
        expect(row, `feed item ${item.id}`).toBeDefined();
        for (const column of META_REQUIRED) expect(row![column], `${column} of ${item.id}`).not.toBe('');
        expect(row!.title).toBe(api.ProductName);
        expect(row!.price).toBe(expectedPrice);
        expect(row!.price).toMatch(/^\d+\.\d{2} TTD$/);
        expect(row!.sale_price).toBe(expectedSale);
        expect(row!.availability).toBe(item.soldOut ? 'out of stock' : 'in stock');
        expect(row!.condition).toBe('new');
        expect(row!.link).toBe(`https://shop.example.tt/productdetails/${productNo}`);
        expect(row!.image_link).toBe(`https://shop.example.tt/media/${api.ImageFilePath}`);
        if (item.v) {
          variants++;
          expect(row!.item_group_id).toBe(String(productNo));
          expect(row!.color).toBe(item.v.Color ?? '');
          expect(row!.size).toBe(item.v.Size ?? '');
        } else expect(row!.item_group_id).toBe('');
        if (expectedSale) onSale++;
        if (item.soldOut) soldOut++;
        byId.delete(item.id);
      }
    }
    // Nothing else: no inactive product, no item the API does not know.
    expect([...byId.keys()]).toEqual([]);
    // The demo catalogue has each kind, so every rule above ran.
    expect(variants).toBeGreaterThan(0);
    expect(onSale).toBeGreaterThan(0);
    expect(soldOut).toBeGreaterThan(0);
    // One product API call per product (over 300): minutes on a loaded machine.
  }, 300_000);

  it('writes the same items in the Google feed, with gtin only for a valid GTIN and identifier_exists otherwise', async () => {
    const { rows } = await metaRows(shop.app);
    const res = await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const items = googleItems(res.body);
    expect(items.map((i) => i.id?.[0])).toEqual(rows.map((r) => r.id));
    for (const [n, item] of items.entries()) {
      const row = rows[n]!;
      for (const tag of ['title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'brand'])
        expect(item[tag]?.[0], `${tag} of ${row.id}`).toBeTruthy();
      expect(item.price![0]).toBe(row.price);
      expect(item.availability![0]).toBe(row.availability!.replace(' ', '_'));
      if (row.gtin) expect(item.gtin).toEqual([row.gtin]);
      else expect(item.identifier_exists).toEqual(['no']);
    }
    // A valid EAN-13 given to a product without variants shows as its gtin; a wrong check digit does not.
    const [plain] = await shop.database.db
      .execute<{ product_no: number }>(
        sql`SELECT product_no FROM products p WHERE is_active AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = p.product_no) ORDER BY product_no LIMIT 2`,
      )
      .then((r) => (r as unknown as { rows: { product_no: number }[] }).rows ?? r);
    await shop.database.db
      .update(products)
      .set({ barcode: '4006381333931' })
      .where(eq(products.productNo, plain!.product_no));
    const after = googleItems((await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' })).body);
    const withGtin = after.find((i) => i.id?.[0] === String(plain!.product_no))!;
    expect(withGtin.gtin).toEqual(['4006381333931']);
    expect(withGtin.identifier_exists).toBeUndefined();
    await shop.database.db
      .update(products)
      .set({ barcode: '4006381333932' })
      .where(eq(products.productNo, plain!.product_no));
    const wrong = googleItems((await shop.app.inject({ method: 'GET', url: '/feeds/google.xml' })).body);
    expect(wrong.find((i) => i.id?.[0] === String(plain!.product_no))!.identifier_exists).toEqual(['no']);
  });

  it('keeps its tag while stock only moves and changes it with anything the feed shows', async () => {
    const {
      rows: [plain],
    } = (await shop.database.db.execute(
      sql`SELECT product_no, stock FROM products p WHERE is_active AND in_feeds AND NOT is_sold_out AND stock > 5
        AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_no = p.product_no)
        ORDER BY product_no LIMIT 1`,
    )) as unknown as { rows: { product_no: number; stock: number }[] };
    const where = eq(products.productNo, plain!.product_no);
    const tagNow = async () => String((await shop.app.inject({ method: 'GET', url: '/feeds/meta.csv' })).headers.etag);
    const conditional = async (tag: string) =>
      (await shop.app.inject({ method: 'GET', url: '/feeds/meta.csv', headers: { 'if-none-match': tag } })).statusCode;
    const first = await tagNow();
    expect(await conditional(first)).toBe(304);
    // An order's stock change that leaves some: the feed (in stock) is the same, and so is its tag.
    await shop.database.db
      .update(products)
      .set({ stock: plain!.stock - 1 })
      .where(where);
    expect(await tagNow()).toBe(first);
    expect(await conditional(first)).toBe(304);
    // Stock that runs out, comes back, a new price, a category's new name: a new tag each time.
    const seen = new Set([first]);
    const changes = [
      () => shop.database.db.update(products).set({ stock: 0 }).where(where),
      () => shop.database.db.update(products).set({ stock: plain!.stock }).where(where),
      () => shop.database.db.update(products).set({ description: 'A new description for the feed' }).where(where),
      () =>
        shop.database.db.execute(
          sql`UPDATE categories SET name = name || ' ' WHERE category_no = (SELECT category_no FROM products WHERE product_no = ${plain!.product_no})`,
        ),
    ];
    for (const change of changes) {
      const before = await tagNow();
      await change();
      const after = await tagNow();
      expect(seen.has(after), 'a tag never given before').toBe(false);
      seen.add(after);
      expect(await conditional(before)).toBe(200);
      expect(await conditional(after)).toBe(304);
    }
    // A transaction of several changes moves it at commit; the next transaction on the same
    // connection moves it again (what marks a transaction as counted ends with it).
    for (const words of ['Once', 'Again']) {
      await shop.database.db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ description: `${words} one` })
          .where(where);
        await tx
          .update(products)
          .set({ description: `${words} two` })
          .where(where);
      });
      const after = await tagNow();
      expect(seen.has(after)).toBe(false);
      seen.add(after);
    }
  });

  it('leaves out a product the owner took out of the feeds', async () => {
    const [first] = await shop.database.db
      .select({ productNo: products.productNo })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.productNo))
      .limit(1);
    await shop.database.db.update(products).set({ inFeeds: false }).where(eq(products.productNo, first!.productNo));
    const { rows } = await metaRows(shop.app);
    expect(rows.some((r) => r.id === String(first!.productNo) || r.id!.startsWith(`${first!.productNo}-`))).toBe(false);
    await shop.database.db.update(products).set({ inFeeds: true }).where(eq(products.productNo, first!.productNo));
  });
});

describe('catalogue feeds on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  let shop: TestShop;
  let other: SecondServer;
  beforeAll(async () => {
    if (!url) return;
    shop = await createTestShop('postgres');
    other = await secondServer(shop);
  });
  afterAll(async () => {
    await other?.close();
    await shop?.close();
  });

  it.skipIf(!url)('answers 304 until a price change, which both servers show within a minute', async () => {
    const [phone] = await shop.database.db
      .select()
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.discountPercent, '0')))
      .orderBy(asc(products.productNo))
      .limit(1);
    const variants = await shop.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productNo, phone!.productNo));
    const id = variants.length
      ? feedItemId({ productNo: phone!.productNo, skuNo: variants[0]!.skuNo })
      : String(phone!.productNo);
    const before = await metaRows(other.app);
    expect(before.rows.find((r) => r.id === id)!.price).toBe(feedPrice(toCents(Number(phone!.salesPrice))));
    // One catalogue, one tag: whichever server a balancer picks answers the other's tag with a 304.
    expect((await metaRows(shop.app)).etag).toBe(before.etag);
    for (const app of [shop.app, other.app]) {
      const unchanged = await app.inject({
        method: 'GET',
        url: '/feeds/meta.csv',
        headers: { 'if-none-match': before.etag },
      });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers['cache-control']).toContain('s-maxage=60');
    }

    // The price as the back office saves it: an update of the product row on the first server's pool.
    await shop.database.db
      .update(products)
      .set({ salesPrice: '1299.00' })
      .where(eq(products.productNo, phone!.productNo));
    const started = Date.now();
    for (const app of [shop.app, other.app]) {
      for (;;) {
        const res = await app.inject({
          method: 'GET',
          url: '/feeds/meta.csv',
          headers: { 'if-none-match': before.etag },
        });
        if (
          res.statusCode === 200 &&
          res.body.includes(`${id},`) &&
          res.body.split('\n').some((l) => l.startsWith(`${id},`) && l.includes(',1299.00 TTD,'))
        )
          break;
        expect(Date.now() - started).toBeLessThan(60_000);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    // The new catalogue has one new tag on both servers: each answers the other's with a 304, never the old one.
    const [one, two] = [await metaRows(shop.app), await metaRows(other.app)];
    expect(one.etag).not.toBe(before.etag);
    expect(two.etag).toBe(one.etag);
    for (const [app, tag] of [
      [other.app, one.etag],
      [shop.app, two.etag],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/feeds/meta.csv', headers: { 'if-none-match': tag } });
      expect(res.statusCode).toBe(304);
    }
  });
});
