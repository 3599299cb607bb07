// Products of known price and stock for order and payment tests, added to the test file's own copy
// of the seeded shop, so the tests do not depend on the demo catalogue's numbers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { categories, products, productVariants } from '../../database/schema';
import { decodeQuotedPrintable } from './smtp-server';

type NewProduct = Partial<typeof products.$inferInsert> & { name: string; salesPrice: string };

export async function addProduct(db: Database, p: NewProduct): Promise<number> {
  const [category] = await db.select({ categoryNo: categories.categoryNo }).from(categories).limit(1);
  const slug = `test-${crypto.randomBytes(6).toString('hex')}`;
  const [row] = await db
    .insert(products)
    .values({ slug, categoryNo: category!.categoryNo, brand: 'Test Brand', barcode: '000000000000', stock: 10, ...p })
    .returning({ productNo: products.productNo });
  return row!.productNo;
}

export async function addVariant(
  db: Database,
  productNo: number,
  v: { color?: string; size?: string; stock: number },
): Promise<number> {
  const [row] = await db
    .insert(productVariants)
    .values({ productNo, color: v.color ?? null, size: v.size ?? null, stock: v.stock })
    .returning({ skuNo: productVariants.skuNo });
  return row!.skuNo;
}

export async function productStock(db: Database, productNo: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.productNo, productNo));
  return row!.stock;
}

export async function variantStock(db: Database, skuNo: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.skuNo, skuNo));
  return row!.stock;
}

export interface TestLine {
  ProductNo: number;
  Quantity: number | string;
  ProductSKUNo?: number;
  Color?: string;
  Size?: string;
  [other: string]: unknown;
}

/** An order body as the checkout page sends it (docs/product.md#order-body), with amounts that must be ignored. */
export function orderBody(lines: TestLine[], fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    PMNo: 3,
    OrderProductList: lines.map((l) => ({
      ProductName: 'from the browser',
      SalesPrice: 0.01,
      TotalAmount: 0.01,
      ...l,
    })),
    Remarks: '',
    CountryNo: 1,
    IsPickup: 0,
    Freight: 0,
    TotalAmount: 1,
    CustomerMobile: '7654321',
    CustomerName: 'Kim Ramdass',
    EmailID: '',
    CustomerEmail: 'kim@example.test',
    CustomerAddress: '1 Test Street',
    CustomerCityNo: 0,
    ODeliverCountryNo: 1,
    StoreNo: 8,
    InvoiceStoreName: 'Online Store',
    ShopNo: 16,
    ShopName: '',
    NewOrderDate: '2026-03-05',
    Source: 1,
    ...fields,
  };
}

export const newKey = () => `test-${crypto.randomUUID()}`;

/** The .eml files in the outbox, decoded enough to search their text. */
export function outboxMails(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
}

/** Waits for a mail whose text contains every one of the words. */
export async function waitForMail(outboxDir: string, words: string[], timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = outboxMails(outboxDir).find((m) => words.every((w) => m.includes(w)));
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`No mail with ${JSON.stringify(words)} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
