// The products an answer shows are found in it, and a page that asked for a list is one (docs/decisions/0061, 0067).
import { describe, expect, it } from 'vitest';
import { parseNotice } from './catalogue-changes';
import { collectProductNumbers, productNumbersInJson, recordingProducts } from './product-keys';

describe('product keys', () => {
  it('finds every ProductNo in a loader answer and in an API answer', async () => {
    const found = new Set<number>();
    collectProductNumbers({ Product: { ProductNo: 3, Similar: [{ ProductNo: 4 }, { ProductNo: 5 }] }, x: null }, found);
    productNumbersInJson(JSON.stringify([{ ProductNo: 6, ProductCategoryNo: 9 }]), found);
    const shown = { products: found, list: false };
    const service = recordingProducts(
      { search: async () => [{ ProductNo: 7 }], product: () => ({ ProductNo: 8 }), n: 1 },
      shown,
    );
    service.product();
    expect(shown.list).toBe(false);
    await service.search();
    expect(shown.list).toBe(true);
    expect([...found].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    expect(service.n).toBe(1);
  });

  it('reads a notice: a table alone, or the products whose stock or shown data changed', () => {
    expect(parseNotice('')).toEqual([undefined]);
    expect(parseNotice('settings')).toEqual(['settings']);
    expect(parseNotice('products stock=1,2;sold=3')).toEqual([
      'products',
      { stock: [1, 2], soldOut: [3], shown: [], edited: [] },
    ]);
    expect(parseNotice('reviews shown=4')).toEqual(['reviews', { stock: [], soldOut: [], shown: [4], edited: [] }]);
    expect(parseNotice('products edited=5,6;stock=7')).toEqual([
      'products',
      { stock: [7], soldOut: [], shown: [], edited: [5, 6] },
    ]);
    // One it cannot read: anything of the table may have changed.
    expect(parseNotice('products price=1')).toEqual(['products']);
    expect(parseNotice('products stock=1,x')).toEqual(['products']);
  });
});
