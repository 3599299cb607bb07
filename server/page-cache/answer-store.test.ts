// The store's aliases (docs/decisions/0030): another name for an entry, never outliving it, and paid for
// from the same memory budget.
import { describe, expect, it } from 'vitest';
import { AnswerStore, type CachedAnswer } from './answer-store';

const answer = (bytes: number, storedAt = Date.now()): CachedAnswer => ({
  body: Buffer.alloc(bytes),
  headers: {},
  etag: '"e"',
  storedAt,
});

describe('answer store aliases', () => {
  it('answers by alias only while the entry is there', () => {
    const store = new AnswerStore(1_000_000, 60_000);
    store.addAlias('br /before', 'br api /a?');
    expect(store.getByAlias('br /before')).toBeUndefined();
    store.set('br api /a?', answer(100));
    store.addAlias('br /a', 'br api /a?');
    expect(store.getByAlias('br /a')?.body.length).toBe(100);
    store.set('br api /a?', answer(200));
    expect(store.getByAlias('br /a')).toBeUndefined();
    store.addAlias('br /a', 'br api /a?');
    store.clear();
    expect(store.getByAlias('br /a')).toBeUndefined();
    expect([store.size, store.aliasCount, store.usedBytes]).toEqual([0, 0, 0]);
  });

  it('forgets the aliases of an entry that aged out or was pushed out', () => {
    const store = new AnswerStore(20_000, 60_000);
    store.set('old', answer(100, Date.now() - 120_000));
    store.addAlias('br /old', 'old');
    expect(store.getByAlias('br /old')).toBeUndefined();
    expect(store.aliasCount).toBe(0);
    for (let i = 0; i < 40; i++) {
      store.set(`k${i}`, answer(1_000));
      store.addAlias(`br /k${i}`, `k${i}`);
    }
    expect(store.usedBytes).toBeLessThanOrEqual(20_000);
    expect(store.aliasCount).toBe(store.size);
    expect(store.getByAlias('br /k0')).toBeUndefined();
    expect(store.getByAlias('br /k39')).toBeDefined();
  });

  it('counts aliases in the budget and keeps a few per entry', () => {
    const store = new AnswerStore(1_000_000, 60_000);
    store.set('k', answer(100));
    const before = store.usedBytes;
    for (let i = 0; i < 100; i++) store.addAlias(`br /k?${'x'.repeat(i)}`, 'k');
    expect(store.aliasCount).toBeLessThan(10);
    expect(store.usedBytes).toBeGreaterThan(before);
  });
});

describe('answers kept by the products they show (decisions 0061, 0062)', () => {
  const STALE_MS = 3_000;

  it('drops only the answers of a product whose shown data changed, and keeps what was rendered before it', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    store.set('page /productdetails/1', answer(10), [1]);
    store.set('page /category/5', answer(10), [1, 2]);
    store.set('page /productdetails/2', answer(10), [2]);
    store.set('page /aboutus', answer(10), []);
    const mark = store.mark();
    store.productsChanged([1], 'shown');
    expect(store.get('page /productdetails/1')).toBeUndefined();
    expect(store.get('page /category/5')).toBeUndefined();
    expect(store.get('page /productdetails/2')).toBeDefined();
    expect(store.get('page /aboutus')).toBeDefined();
    expect(store.entriesShowing(1)).toBe(0);
    // Rendered before the change: never kept after it.
    expect(store.set('page /productdetails/1', answer(10), [1], mark)).toBe(false);
    expect(store.set('page /productdetails/2', answer(10), [2], mark)).toBe(true);
    expect(store.set('page /productdetails/1', answer(10), [1], store.mark())).toBe(true);
  });

  it('serves an answer whose stock changed for the window while one request renders it again', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    const t0 = Date.now();
    store.set('page /productdetails/1', answer(10, t0), [1]);
    store.productsChanged([1], 'stock', t0 + 100);
    // The first to ask renders it again; the others get the stale answer meanwhile.
    expect(store.get('page /productdetails/1', t0 + 200)).toBeUndefined();
    expect(store.get('page /productdetails/1', t0 + 300)).toBeDefined();
    expect(store.getByAlias('nothing')).toBeUndefined();
    // Never past the window from the change, refreshed or not.
    expect(store.get('page /productdetails/1', t0 + 100 + STALE_MS + 1)).toBeUndefined();
  });

  it('lets the next request render a stale answer when the one rendering it gives up', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    const t0 = Date.now();
    store.set('k', answer(10, t0), [1]);
    store.addAlias('br /k', 'k');
    store.productsChanged([1], 'stock', t0);
    // The listener before Fastify cannot render: it leaves the claim to the next look-up.
    expect(store.getByAlias('br /k', t0 + 10)).toBeUndefined();
    expect(store.get('k', t0 + 10)).toBeUndefined();
    expect(store.getByAlias('br /k', t0 + 20)).toBeDefined();
    store.release('k');
    expect(store.get('k', t0 + 30)).toBeUndefined();
    expect(store.get('k', t0 + 40)).toBeDefined();
  });

  it('keeps an answer rendered across a stock change as stale from that change', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    const t0 = Date.now();
    const mark = store.mark();
    store.productsChanged([1], 'stock', t0);
    expect(store.set('k', answer(10, t0 + 50), [1, 2], mark)).toBe(true);
    expect(store.get('k', t0 + 60)).toBeUndefined(); // claimed: rendered again
    expect(store.get('k', t0 + 70)).toBeDefined();
    expect(store.get('k', t0 + STALE_MS + 1)).toBeUndefined();
  });

  it('drops the answers of a product that sold out at once, stale or not', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    store.set('a', answer(10), [1]);
    store.set('b', answer(10), [1]);
    store.productsChanged([1], 'stock');
    store.productsChanged([1], 'shown');
    expect([store.get('a'), store.get('b'), store.size]).toEqual([undefined, undefined, 0]);
  });

  it('clears everything, product keys and all, on a change that names no product', () => {
    const store = new AnswerStore(1_000_000, 60_000, STALE_MS);
    const mark = store.mark();
    store.set('a', answer(10), [1]);
    store.clear();
    expect([store.size, store.entriesShowing(1), store.usedBytes]).toEqual([0, 0, 0]);
    expect(store.set('a', answer(10), [1], mark)).toBe(false);
  });
});

describe('stale answers refreshed once the changes of a moment are in', () => {
  it('serves a stale answer as it is for a while, then has one request render it, and never past the window', () => {
    const store = new AnswerStore(1_000_000, 60_000, 3_000, 2_000);
    const t0 = Date.now();
    store.set('k', answer(10, t0), [1]);
    store.productsChanged([1], 'stock', t0);
    store.productsChanged([1], 'stock', t0 + 500);
    expect(store.get('k', t0 + 1_000)).toBeDefined();
    expect(store.get('k', t0 + 1_999)).toBeDefined();
    expect(store.get('k', t0 + 2_000)).toBeUndefined(); // this one renders it again
    expect(store.get('k', t0 + 2_100)).toBeDefined();
    expect(store.get('k', t0 + 3_001)).toBeUndefined();
  });
});
