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
