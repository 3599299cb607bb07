// A set of products typed as their numbers ('12, 40 7'): banners and design sections hold such sets.
import { inArray } from 'drizzle-orm';
import { products } from '../../../database/schema';
import type { Queryable } from '../../orders/transaction';
import { BackofficeError } from '../shared/errors';

export const MAX_PRODUCTS_IN_SET = 100;

export async function readProductNumbers(q: Queryable, field: string, value: unknown): Promise<number[]> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return [];
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const bad = parts.filter((p) => !/^\d{1,9}$/.test(p));
  if (bad.length) {
    const msg = `Product numbers must be whole numbers; not: ${bad.slice(0, 5).join(', ')}.`;
    throw new BackofficeError(msg, { [field]: msg });
  }
  const numbers = [...new Set(parts.map(Number))];
  if (numbers.length > MAX_PRODUCTS_IN_SET) {
    const msg = `At most ${MAX_PRODUCTS_IN_SET} products in one set.`;
    throw new BackofficeError(msg, { [field]: msg });
  }
  const found = new Set(
    (await q.select({ n: products.productNo }).from(products).where(inArray(products.productNo, numbers))).map(
      (r) => r.n,
    ),
  );
  const unknown = numbers.filter((n) => !found.has(n));
  if (unknown.length) {
    const msg = `No product has the number ${unknown.slice(0, 5).join(', ')}.`;
    throw new BackofficeError(msg, { [field]: msg });
  }
  return numbers;
}
