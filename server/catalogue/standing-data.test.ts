// The standing data is kept only while the server hears of every change (docs/decisions/0044).
import { describe, expect, it } from 'vitest';
import { type ChangeSignal, keptUntilChange } from './standing-data';

function signal(listening = true) {
  const subscribers: ((table: string | undefined) => void)[] = [];
  const s: ChangeSignal & { change(table?: string): void; up: boolean } = {
    up: listening,
    listening: () => s.up,
    subscribe: (onChange) => void subscribers.push(onChange),
    change: (table) => {
      for (const onChange of subscribers) onChange(table);
    },
  };
  return s;
}

/** A read whose answer is the number of reads so far, finished when the test says. */
function reads() {
  let count = 0;
  const pending: (() => void)[] = [];
  return {
    read: () =>
      new Promise<number>((done) => {
        const n = ++count;
        pending.push(() => done(n));
      }),
    finish: async () => {
      for (const done of pending.splice(0)) done();
      await new Promise((r) => setImmediate(r));
    },
    count: () => count,
  };
}

describe('standing data kept until a change', () => {
  it('is read once and kept, and read again after a change', async () => {
    const r = reads();
    const changes = signal();
    const get = keptUntilChange(r.read, changes);
    const first = [get(), get()];
    await r.finish();
    expect(await Promise.all(first)).toEqual([1, 1]);
    expect(await get()).toBe(1);
    changes.change();
    const next = get();
    await r.finish();
    expect(await next).toBe(2);
    expect(await get()).toBe(2);
    expect(r.count()).toBe(2);
  });

  it('keeps through a change to a table it is not read from, and drops on one it is', async () => {
    const r = reads();
    const changes = signal();
    const get = keptUntilChange(r.read, changes, new Set(['settings', 'banners']));
    const first = get();
    await r.finish();
    expect(await first).toBe(1);
    changes.change('products');
    expect(await get()).toBe(1);
    changes.change('banners');
    const second = get();
    await r.finish();
    expect(await second).toBe(2);
    // A notice naming no table (listening again, an older trigger) may mean any of them.
    changes.change(undefined);
    const third = get();
    await r.finish();
    expect(await third).toBe(3);
  });

  it('does not keep a read that was under way when a change came', async () => {
    const r = reads();
    const changes = signal();
    const get = keptUntilChange(r.read, changes);
    const early = get();
    changes.change();
    await r.finish();
    expect(await early).toBe(1);
    const fresh = get();
    await r.finish();
    expect(await fresh).toBe(2);
  });

  it('keeps nothing between asks while changes could be missed, or without a signal', async () => {
    for (const changes of [signal(false), undefined]) {
      const r = reads();
      const get = keptUntilChange(r.read, changes);
      const together = [get(), get()];
      await r.finish();
      // Asks made side by side share the read under way.
      expect(await Promise.all(together)).toEqual([1, 1]);
      const later = get();
      await r.finish();
      expect(await later).toBe(2);
    }
  });

  it('a failed read is not kept', async () => {
    let fail = true;
    const get = keptUntilChange(async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    }, signal());
    await expect(get()).rejects.toThrow('database away');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
