// A restore is all or nothing (docs/decisions/0071): a backup whose database is damaged (a gzip cut
// short or flipped, a tar cut short) or does not hold what its manifest counted is refused before the
// shop is touched: every file of its data folder is as it was, its orders are all there, and the
// restore leaves no temporary file. A data folder with only a database a restore set aside never
// starts a new shop over it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../database/connect';
import { PGLITE_DUMP } from '../../database/database-dump';
import { folderStore } from '../media/folder-store';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { BackupRefusedError } from './backup-manifest';
import { MANIFEST, makeBackup } from './make-backup';
import { restoreBackup } from './restore-backup';
import { refuseStartOverSetAside } from './set-aside';

/** Every file under a folder with its SHA-256: the folder exactly as it is. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

describe('restoring a damaged backup (pglite)', () => {
  let work: string;
  let dataDir: string;
  let unpacked: string;
  let orders = 0;
  const media = () => folderStore(path.join(work, 'media'));

  const ordersIn = async (dir: string) => {
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    try {
      const result = (await db.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n ?? -1;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-damaged-backup-'));
    dataDir = path.join(work, 'shop');
    fs.mkdirSync(dataDir);
    // The shop: the seeded demo shop, with its orders, in its own data folder.
    const shop = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]),
    });
    try {
      await makeBackup({ database: shop, media: media() }, path.join(work, 'good.tar.gz'));
    } finally {
      await shop.close();
    }
    orders = await ordersIn(dataDir);
    expect(orders).toBeGreaterThan(0);
    unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: path.join(work, 'good.tar.gz'), cwd: unpacked });
  }, 120_000);
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The good backup with its database or manifest changed. */
  async function damagedBackup(
    name: string,
    change: { dump?: (b: Buffer) => Buffer; manifest?: (m: { counts: { orders: number } }) => void },
  ) {
    const dir = path.join(work, `damaged-${name}`);
    fs.cpSync(unpacked, dir, { recursive: true });
    if (change.dump) {
      const file = path.join(dir, PGLITE_DUMP);
      fs.writeFileSync(file, change.dump(fs.readFileSync(file)));
    }
    if (change.manifest) {
      const file = path.join(dir, MANIFEST);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      change.manifest(manifest);
      fs.writeFileSync(file, JSON.stringify(manifest));
    }
    const out = path.join(work, `${name}.tar.gz`);
    await tar.create({ gzip: true, file: out, cwd: dir }, fs.readdirSync(dir));
    return out;
  }

  const flipped = (b: Buffer) => {
    const c = Buffer.from(b);
    for (let i = Math.floor(c.length / 2); i < Math.floor(c.length / 2) + 100; i++) c[i]! ^= 0x55;
    return c;
  };

  it.each([
    ['its database gzipped and cut short', { dump: (b: Buffer) => zlib.gzipSync(b).subarray(0, 200_000) }],
    ['its database gzipped with flipped bytes', { dump: (b: Buffer) => flipped(zlib.gzipSync(b)) }],
    ['its database cut in half', { dump: (b: Buffer) => b.subarray(0, Math.floor(b.length / 2)) }],
    ['its database not a database at all', { dump: () => Buffer.from('not a database') }],
    [
      'a manifest counting one order more',
      { manifest: (m: { counts: { orders: number } }) => void (m.counts.orders += 1) },
    ],
  ])(
    'refuses a backup with %s, and leaves the shop and no temporary file behind',
    async (name, change) => {
      const file = await damagedBackup(name.replace(/\W+/g, '-'), change);
      const before = fingerprint(dataDir);
      const temp = fs.mkdtempSync(path.join(work, 'tmp-'));
      const tmpdir = process.env.TMPDIR;
      process.env.TMPDIR = temp;
      try {
        await expect(restoreBackup(file, { engine: 'pglite', dataDir, media: media() })).rejects.toThrow(
          BackupRefusedError,
        );
      } finally {
        if (tmpdir === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = tmpdir;
      }
      expect(fs.readdirSync(temp)).toEqual([]);
      expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
      expect(fingerprint(dataDir)).toEqual(before);
      expect(await ordersIn(dataDir)).toBe(orders);
    },
    60_000,
  );

  it('restores the good backup, keeping the database it replaced aside', async () => {
    const result = await restoreBackup(path.join(work, 'good.tar.gz'), { engine: 'pglite', dataDir, media: media() });
    expect(result.counts.orders).toBe(orders);
    expect(result.previousDatabase).toMatch(/pglite\.before-restore-/);
    expect(await ordersIn(dataDir)).toBe(orders);
  }, 60_000);

  it('never starts a new shop over a database a restore set aside', () => {
    const left = path.join(work, 'left-aside');
    fs.mkdirSync(path.join(left, 'pglite.before-restore-2026-11-27T10-00-00-000Z'), { recursive: true });
    expect(() => refuseStartOverSetAside(left)).toThrow(/a restore set one aside/);
    fs.mkdirSync(path.join(left, 'pglite'));
    expect(() => refuseStartOverSetAside(left)).toThrow(/a restore set one aside/); // empty: still none
    fs.writeFileSync(path.join(left, 'pglite', 'PG_VERSION'), '17\n');
    expect(() => refuseStartOverSetAside(left)).not.toThrow();
    expect(() => refuseStartOverSetAside(path.join(work, 'fresh'))).not.toThrow();
  });
});

describe.skipIf(!engines.includes('postgres'))('restoring a damaged backup (postgres)', () => {
  let shop: TestShop;
  let work: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-damaged-pg-'));
    shop = await createTestShop('postgres');
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const count = async () =>
    (
      (await shop.database.db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;

  it('refuses a backup whose manifest counts another number of orders, inside its transaction, and changes nothing', async () => {
    const media = folderStore(path.join(work, 'media'));
    const file = path.join(work, 'good.tar.gz');
    await makeBackup({ database: shop.database, databaseUrl: shop.databaseUrl, media }, file);
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const manifestFile = path.join(unpacked, MANIFEST);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.counts.orders += 1;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));
    // A change after the backup: a refused restore must not take it away.
    await shop.database.db.execute(
      sql`UPDATE categories SET name = name || ' (kept)' WHERE category_no = (SELECT min(category_no) FROM categories)`,
    );
    const before = await count();
    await expect(restoreBackup(damaged, { engine: 'postgres', url: shop.databaseUrl!, media })).rejects.toThrow(
      BackupRefusedError,
    );
    expect(await count()).toBe(before);
    const kept = (await shop.database.db.execute(
      sql`SELECT count(*)::int AS n FROM categories WHERE name LIKE '% (kept)'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]!.n).toBe(1);
  }, 120_000);
});
