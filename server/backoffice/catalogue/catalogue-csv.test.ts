// The products CSV (docs/product.md#products-csv): export and import give back the same shop, a dry
// run names each bad row and changes nothing, an import applies all or nothing and once, a shop that
// changed since the dry run is not imported blindly; orders and customers export for owners and
// managers only.

import { desc, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, products, productVariants, stockMovements } from '../../../database/schema';
import { addProduct, addVariant, orderBody } from '../../test-support/order-fixtures';
import { getJson, postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { PRODUCT_COLUMNS } from './product-csv';
import type { ImportRun } from './product-import';

const CATALOGUE_TABLES = ['products', 'product_variants', 'product_images', 'stock_movements'];

describe.each(engines)('the products CSV (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let manager: SignedInStaff;
  let clerk: SignedInStaff;
  let address = 0;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    manager = await staffOf(backoffice, 'manager');
    clerk = await staffOf(backoffice, 'clerk');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const desk = () => backoffice.desk(manager.page('/admin/products'), 'catalogue');
  const exported = async () => (await desk()).catalogue.exportProducts();
  const table = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  const csvOf = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });
  const file = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
  /** A dry run through the page's action path; answers its report. */
  const dryRun = async (text: string | File): Promise<ImportRun> => {
    const answer = await act(
      backoffice,
      manager,
      'catalogue',
      { file: typeof text === 'string' ? file(text) : text },
      async (d, form) => String(await d.catalogue.dryRunImport(form)),
    );
    expect(answer).toMatchObject({ ok: true });
    return (await desk()).catalogue.importRun(Number((answer as { msg: string }).msg));
  };
  const apply = (run: ImportRun, digests: { fileDigest?: string; planDigest?: string } = {}) =>
    act(
      backoffice,
      manager,
      'catalogue',
      { fileDigest: digests.fileDigest ?? run.fileDigest, planDigest: digests.planDigest ?? run.planDigest },
      (d, form) => d.catalogue.applyImport(run.importNo, form),
    );
  /** Every catalogue table's rows, to see that nothing changed. */
  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const t of CATALOGUE_TABLES) {
      const r = (await db().execute(
        sql.raw(
          `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from "${t}" t`,
        ),
      )) as unknown as { rows: { d: string }[] };
      out[t] = r.rows[0]!.d;
    }
    return out;
  };

  it('exports every product and variant, and importing the export changes nothing', async () => {
    const csv = await exported();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = table(csv);
    expect(rows[0]).toEqual([...PRODUCT_COLUMNS]);
    const [{ n: productCount }] = (await db().select({ n: sql<number>`count(*)::int` }).from(products)) as [
      { n: number },
    ];
    const [{ n: withoutVariants }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`not exists (select 1 from ${productVariants} v where v.product_no = ${products.productNo})`)) as [
      { n: number },
    ];
    const [{ n: variantCount }] = (await db().select({ n: sql<number>`count(*)::int` }).from(productVariants)) as [
      { n: number },
    ];
    expect(rows.length - 1).toBe(withoutVariants + variantCount);

    const before = await snapshot();
    const run = await dryRun(csv);
    expect(run.report.errors).toEqual([]);
    expect(run.report.counts).toEqual({ create: 0, change: 0, same: productCount });
    expect(await apply(run)).toEqual({
      ok: true,
      msg: `The import is applied: 0 products added, 0 changed, ${productCount} left as they were.`,
    });
    expect(await snapshot()).toEqual(before);
    expect(await exported()).toBe(csv);
    // The whole demo catalogue is planned twice: a few seconds, more on a loaded machine.
  }, 120_000);

  it('names every bad row by its line in the dry run and changes nothing; corrected, the import applies at once', async () => {
    const header = [
      'ProductNo',
      'ProductName',
      'ProductCategoryName',
      'SalesPrice',
      'SalesPrice2',
      'DiscountPercent',
      'FreeDelivery',
      'Color',
      'Size',
      'Stock',
      'Images',
    ];
    const [anyImage] = await db().select({ path: productImages.path }).from(productImages).limit(1);
    const existing = await addProduct(db(), { name: 'Cocoa Tea Balls', salesPrice: '25.00', stock: 8 });
    const good = (i: number) => [
      '',
      `Imported Pepper Sauce ${i}`,
      'Kitchen',
      `${10 + i}.50`,
      '',
      '0',
      'no',
      '',
      '',
      '4',
      '',
    ];
    const rows = [header, ...Array.from({ length: 40 }, (_, i) => good(i))];
    rows.push(['', 'Steelpan Tote Bag', 'Kitchen', '120', '220', '5', 'yes', 'Red', '', '3', anyImage!.path]);
    rows.push(['', 'Steelpan Tote Bag', '', '', '', '', '', 'Blue', '', '2', '']);
    rows.push([String(existing), 'Cocoa Tea Balls', 'Electronics', '27.00', '', '0', 'no', '', '', '8', '']);
    rows[5] = ['', 'Bad Price Sauce', 'Kitchen', '12x', '', '0', 'no', '', '', '4', ''];
    rows[12] = ['', 'Nowhere Sauce', 'No Such Department', '10', '', '0', 'no', '', '', '4', ''];
    rows[20] = [
      '',
      'Fetched Sauce',
      'Kitchen',
      '10',
      '',
      '0',
      'maybe',
      '',
      '',
      '4',
      'https://elsewhere.example/sauce.jpg',
    ];
    const before = await snapshot();
    const bad = await dryRun(csvOf(rows));
    expect(bad.report.errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [6, 'SalesPrice', 'Sales price must be an amount in TT dollars, like 1299.00.'],
      [13, 'ProductCategoryName', "No Such Department is not one of the shop's categories."],
      [21, 'FreeDelivery', 'FreeDelivery must be yes or no.'],
      [
        21,
        'Images',
        expect.stringMatching(
          /^https:\/\/elsewhere\.example\/sauce\.jpg is an address on another site\. Pictures are not fetched/,
        ),
      ],
    ]);
    expect(bad.report.products).toEqual([]);
    expect(await apply(bad)).toMatchObject({ ok: false, status: 409 });
    expect(await snapshot()).toEqual(before);

    rows[5] = good(100);
    rows[12] = good(101);
    rows[20] = good(102);
    const run = await dryRun(csvOf(rows));
    expect(run.report.errors).toEqual([]);
    expect(run.report.counts).toEqual({ create: 41, change: 1, same: 0 });
    expect(run.report.products.find((p) => p.productNo === existing)).toMatchObject({
      action: 'change',
      lines: [44],
      changes: ['SalesPrice: 25.00 → 27.00'],
    });
    expect(run.report.products.find((p) => p.name === 'Steelpan Tote Bag')).toMatchObject({
      action: 'create',
      lines: [42, 43],
      changes: ['New variant Red: 3 in stock', 'New variant Blue: 2 in stock'],
    });
    expect(await snapshot()).toEqual(before);

    expect(await apply(run)).toEqual({
      ok: true,
      msg: 'The import is applied: 41 products added, 1 changed, 0 left as they were.',
    });
    const [tote] = await db().select().from(products).where(eq(products.name, 'Steelpan Tote Bag'));
    expect(tote).toMatchObject({
      salesPrice: '120.00',
      salesPrice2: '220.00',
      discountPercent: '5.00',
      freeDelivery: true,
      stock: 5,
      isActive: true,
    });
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productNo, tote!.productNo))
      .orderBy(productVariants.sortOrder);
    expect(variants.map((v) => [v.color, v.stock])).toEqual([
      ['Red', 3],
      ['Blue', 2],
    ]);
    const [picture] = await db().select().from(productImages).where(eq(productImages.productNo, tote!.productNo));
    expect(picture!.path).toBe(anyImage!.path);
    const moves = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productNo, tote!.productNo))
      .orderBy(stockMovements.movementNo);
    expect(moves.map((m) => [m.item, m.change, m.stockAfter, m.reason, m.note, m.staffUserNo])).toEqual([
      ['Red', 3, 3, 'import', `Import ${run.importNo}`, manager.staffUserNo],
      ['Blue', 2, 2, 'import', `Import ${run.importNo}`, manager.staffUserNo],
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'))
      .orderBy(desc(auditLog.entryNo))
      .limit(1);
    expect(entry).toMatchObject({
      entity: 'product-import',
      entityId: String(run.importNo),
      staffUserNo: manager.staffUserNo,
    });
    expect((entry!.after as { created: number[] }).created).toHaveLength(41);

    const found = (await getJson(shop.app, '/api/trini/GetProducts?SearchText=Steelpan%20Tote%20Bag')).json();
    expect(found[0]).toMatchObject({
      ProductNo: tote!.productNo,
      ProductName: 'Steelpan Tote Bag',
      SalesPrice: 120,
      ProductSKUCount: 2,
    });
    expect(await apply(run)).toMatchObject({ ok: false, status: 409, msg: 'This import has been applied already.' });
  });

  it('does not apply a dry run blindly once the shop or the file changed since', async () => {
    const lamp = await addProduct(db(), { name: 'Deya Lamp Set', salesPrice: '40.00', stock: 6 });
    const sku = await addVariant(db(), lamp, { color: 'Gold', stock: 6 });
    const mine = table(await exported()).filter((r, i) => i === 0 || r[0] === String(lamp));
    mine[1]![PRODUCT_COLUMNS.indexOf('SalesPrice')] = '45.00';
    const run = await dryRun(csvOf(mine));
    expect(run.report.products).toMatchObject([
      { productNo: lamp, action: 'change', changes: ['SalesPrice: 40.00 → 45.00'] },
    ]);
    const placed = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: lamp, ProductSKUNo: sku, Quantity: 1 }]),
      {
        'x-forwarded-for': `10.31.0.${++address}`,
      },
    );
    expect(placed.json()).toMatchObject({ success: true });
    const before = await snapshot();
    expect(await apply(run)).toEqual({
      ok: false,
      status: 409,
      fields: {},
      msg: 'The products changed since this dry run (an order, a save or another import), so it was not applied. Check the file again to see what it would do now.',
      values: expect.anything(),
    });
    expect(await apply(run, { fileDigest: 'f'.repeat(64) })).toMatchObject({
      ok: false,
      status: 409,
      msg: 'This is not the file the dry run checked. Check the file again.',
    });
    expect(await snapshot()).toEqual(before);
    const again = await act(backoffice, manager, 'catalogue', {}, async (d) =>
      String(await d.catalogue.checkImportAgain(run.importNo)),
    );
    const fresh = await (await desk()).catalogue.importRun(Number((again as { msg: string }).msg));
    expect(fresh.report.products).toMatchObject([
      { productNo: lamp, changes: ['SalesPrice: 40.00 → 45.00', 'Gold: stock 5 → 6'] },
    ]);
  });

  it('writes cells a spreadsheet would run as formulas with an apostrophe, and reads them back as they were', async () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    const risky = await addProduct(db(), {
      name,
      salesPrice: '10.00',
      description: '+1 868 555 0100',
      brand: "'=quoted",
      sortOrder: -3,
    });
    const row = table(await exported()).find((r) => r[0] === String(risky))!;
    expect(row[PRODUCT_COLUMNS.indexOf('ProductName')]).toBe(`'${name}`);
    expect(row[PRODUCT_COLUMNS.indexOf('ProductDescription')]).toBe("'+1 868 555 0100");
    expect(row[PRODUCT_COLUMNS.indexOf('StyleName')]).toBe("''=quoted");
    expect(row[PRODUCT_COLUMNS.indexOf('SortOrder')]).toBe("'-3");
    const run = await dryRun(csvOf([[...PRODUCT_COLUMNS], row]));
    expect(run.report).toMatchObject({ errors: [], counts: { create: 0, change: 0, same: 1 } });
  });

  it('refuses what is not a CSV of products, or too large, without storing anything of the shop', async () => {
    const refused = (f: File) =>
      act(backoffice, manager, 'catalogue', { file: f }, async (d, form) =>
        String(await d.catalogue.dryRunImport(form)),
      );
    expect(await refused(new File([new Uint8Array([0xff, 0xfe, 0x41, 0x00])], 'x.csv'))).toMatchObject({
      ok: false,
      msg: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8".',
    });
    expect(await refused(new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(65)], 'big.csv'))).toMatchObject({
      ok: false,
      msg: 'The file is larger than 5 MB.',
    });
    const odd = await dryRun('Colour,Flavour\nRed,Sweet\n');
    expect(odd.report.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^The column Flavour is not one the shop knows/),
      'The file needs a ProductNo column (to change products) or a ProductName column (to add them).',
    ]);
    const unknown = await dryRun('ProductNo,SalesPrice\n99999999,10\n');
    expect(unknown.report.errors).toEqual([
      {
        line: 2,
        column: 'ProductNo',
        message: 'There is no product 99999999. Leave ProductNo blank to add a new product.',
      },
    ]);
    expect(await thrown((await desk()).catalogue.importRun(2_000_000))).toMatchObject({ status: 404 });
  });

  it('exports the orders the filters find and the customers, for owners and managers, never clerks', async () => {
    const cake = await addProduct(db(), { name: 'Black Cake', salesPrice: '150.00', stock: 20 });
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: cake, Quantity: 2 }], {
        CustomerName: 'Anushka Maharaj',
        CustomerMobile: '7301234',
        PMNo: 2,
        Remarks: '=cmd',
      }),
      { 'x-forwarded-for': `10.31.1.${++address}` },
    );
    const orderNo = res.json().OrderNo as number;
    const exportsDesk = await backoffice.desk(manager.page('/admin/orders'), 'exports');
    const all = table(await exportsDesk.exports.orders(new URLSearchParams('q=Maharaj')));
    expect(all[0]).toContain('CustomerMobile');
    expect(all.slice(1)).toEqual([
      [
        String(orderNo),
        expect.any(String),
        'Pending',
        'Unpaid',
        'Bank Transfer',
        'Checkout',
        'Delivery',
        'Trinidad',
        '',
        '',
        'Anushka Maharaj',
        '7301234',
        'kim@example.test',
        '1 Test Street',
        '2 × Black Cake',
        '2',
        '300.00',
        '40.00',
        '',
        '0.00',
        '340.00',
        "'=cmd",
      ],
    ]);
    expect(table(await exportsDesk.exports.orders(new URLSearchParams('q=Maharaj&pmNo=3')))).toHaveLength(1);
    const customers = table(await exportsDesk.exports.customers(new URLSearchParams()));
    expect(customers[0]).toEqual([
      'CustomerNo',
      'CustomerName',
      'FirstName',
      'LastName',
      'Mobile',
      'Email',
      'Telephone',
      'Address',
      'Registered',
      'Orders',
      'TotalSpent',
    ]);
    expect(await thrown(backoffice.desk(clerk.page('/admin/orders.csv'), 'exports'))).toMatchObject({ status: 403 });
    await expect(
      backoffice
        .desk(clerk.page('/admin/orders'), 'orders')
        .then((d) => (d as unknown as { exports: unknown }).exports),
    ).rejects.toMatchObject({ status: 403 });
  });
});
