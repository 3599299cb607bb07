// Readiness tells the truth (docs/product.md#health): 503 while the database refuses writes or has
// lost its schema, and while the disk under DATA_DIR and the mail folder is full. The full disk is a
// real one: a small tmpfs mounted for the test (root only; elsewhere the test says why it skipped),
// filled to its last byte.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../test-support/requests';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { diskCheck, MIN_FREE_BYTES } from './readiness-checks';

const ready = async (shop: TestShop) => {
  const res = await getJson(shop.app, '/api/health/ready');
  return { status: res.statusCode, checks: res.json().checks as Record<string, string> };
};

/** A 32 MB tmpfs of the test's own, or why there can be none. */
function smallDisk(): { dir: string; unmount(): void } | string {
  if (process.getuid?.() !== 0) return 'mounting a small disk needs root';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    return `mount refused: ${(err as Error).message.split('\n')[0]}`;
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes until the disk says it is full (ENOSPC). */
function fill(dir: string): string {
  const file = path.join(dir, 'filler');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    for (const size of [65536, 4096, 512, 1]) {
      try {
        for (;;) fs.writeSync(fd, block.subarray(0, size));
      } catch {}
    }
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

describe('readiness on a full disk', () => {
  let disk: ReturnType<typeof smallDisk>;
  let shop: TestShop | undefined;
  beforeAll(async () => {
    disk = smallDisk();
    if (typeof disk !== 'string') shop = await createTestShop('pglite', { DATA_DIR: disk.dir });
  });
  afterAll(async () => {
    await shop?.close();
    if (typeof disk !== 'string') disk.unmount();
  });

  it('answers 503 while the disk under DATA_DIR and the mail folder is full, and 200 once there is room', async (ctx) => {
    if (typeof disk === 'string' || !shop) return ctx.skip(`no small disk to fill: ${disk}`);
    const { dir } = disk;
    expect(await ready(shop)).toEqual({ status: 200, checks: { database: 'ok', disk: 'ok' } });
    const filler = fill(dir);
    expect(fs.statfsSync(dir).bavail).toBe(0);
    // A mail cannot be written there now: the disk is really full.
    expect(() => fs.writeFileSync(path.join(dir, 'a-mail.eml'), 'x'.repeat(10_000))).toThrow(/ENOSPC/);
    expect(await ready(shop)).toEqual({ status: 503, checks: { database: 'ok', disk: 'failing' } });
    fs.rmSync(filler);
    expect(await ready(shop)).toEqual({ status: 200, checks: { database: 'ok', disk: 'ok' } });
  });
});

describe('readiness and the database (pglite)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 503 while the database refuses writes', async () => {
    const db = shop.database.db;
    await db.execute(sql`SET default_transaction_read_only = on`);
    try {
      expect(await ready(shop)).toEqual({ status: 503, checks: { database: 'failing', disk: 'ok' } });
    } finally {
      await db.execute(sql`SET default_transaction_read_only = off`);
    }
    expect((await ready(shop)).status).toBe(200);
  });

  it('answers 503 once the database has lost its schema (recreated empty)', async () => {
    const db = shop.database.db;
    await db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    await db.execute(sql`DROP SCHEMA public CASCADE`);
    await db.execute(sql`CREATE SCHEMA public`);
    expect(await ready(shop)).toEqual({ status: 503, checks: { database: 'failing', disk: 'ok' } });
  });

  it('counts a disk with less than the minimum free as full', async () => {
    await expect(
      diskCheck(['/a', '/b'], async (d) => (d === '/b' ? MIN_FREE_BYTES - 1 : 1e12)).check(),
    ).rejects.toThrow(/full/);
    await expect(diskCheck(['/a'], async () => MIN_FREE_BYTES).check()).resolves.toBeUndefined();
  });
});
