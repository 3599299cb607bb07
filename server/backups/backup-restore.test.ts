// Backups that restore (docs/decisions/0029-media-storage-and-backups.md): a shop with customers,
// orders, a paid card payment, mails and an uploaded picture is backed up, wiped and restored, and
// every row and file is found again; on PGlite and on PostgreSQL, with media in a folder or a bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../../database/connect';
import { categories, customers, mailOutbox, orders, payments, productImages } from '../../database/schema';
import { appliedSchemaVersion, knownMigrations, latestSchemaVersion } from '../../database/schema-version';
import { buildApp } from '../app';
import { folderStore } from '../media/folder-store';
import type { MediaStore } from '../media/media-store';
import { mediaStoreFor } from '../media/open-store';
import { bearer, fromAddress, newAddress, registerCustomer } from '../test-support/customer-fixtures';
import { orderBody } from '../test-support/order-fixtures';
import { getJson, postJson } from '../test-support/requests';
import { startTestBucket, type TestBucket } from '../test-support/s3-server';
import { act, staffOf, testBackoffice } from '../test-support/staff-desk';
import { watchTables } from '../test-support/table-digest';
import { createTestShop, type Engine, engines, type TestShop } from '../test-support/test-shop';
import { payOnHostedPage } from '../test-support/wipay-hosted-page';
import { BackupRefusedError } from './backup-manifest';
import { makeBackup } from './make-backup';
import { type RestoreTarget, restoreBackup } from './restore-backup';

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ffd100' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

async function keysOf(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of store.list()) keys.push(k);
  return keys.sort();
}

const cases: Array<[Engine, 'folder' | 'bucket']> = [
  ['pglite', 'folder'],
  ['pglite', 'bucket'],
  ...(engines.includes('postgres')
    ? ([
        ['postgres', 'folder'],
        ['postgres', 'bucket'],
      ] as Array<[Engine, 'folder' | 'bucket']>)
    : []),
];

describe.each(cases)('backup and restore (%s, media in a %s)', (engine, mediaKind) => {
  let bucket: TestBucket | undefined;
  let shop: TestShop;
  let work: string;
  let file = '';

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
    bucket = mediaKind === 'bucket' ? await startTestBucket() : undefined;
    shop = await createTestShop(engine, {
      PUBLIC_BASE_URL: 'https://shop.example.tt',
      MEDIA_DIR: path.join(work, 'media'),
      ...bucket?.env,
    });
  });
  afterAll(async () => {
    await shop?.close();
    await bucket?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const everything =
    'backs up a shop with orders, wipes it, restores it and finds every order, customer, payment, mail and picture';
  it(everything, async () => {
    const { app } = shop;
    // A customer registers and orders, cash on delivery; a guest pays by card.
    const customer = await registerCustomer(app);
    const own = await postJson(
      app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: 1, Quantity: 2 }], { CustomerMobile: customer.mobile }),
      { ...customer.auth, ...fromAddress(newAddress()) },
    );
    expect(own.json()).toMatchObject({ success: true });
    const card = (
      await postJson(
        app,
        '/api/shop/GetWipayUrl',
        orderBody([{ ProductNo: 2, Quantity: 1 }], { PMNo: 1, IsWipay: 1, IsPending: 1 }),
      )
    ).json();
    const back = await payOnHostedPage(app, card.url);
    expect((await postJson(app, '/api/shop/WipayReceive', Object.fromEntries(back.searchParams))).json()).toMatchObject(
      { status: 'success' },
    );
    // A picture uploaded through the back office.
    const backoffice = testBackoffice(shop.database.db, shop.config);
    const manager = await staffOf(backoffice, 'manager');
    const [cat] = await shop.database.db.select({ n: categories.categoryNo }).from(categories).limit(1);
    const saved = await act(
      backoffice,
      manager,
      'catalogue',
      {
        name: 'Chadon Beni Planter',
        description: 'Clay.',
        categoryNo: String(cat!.n),
        salesPrice: '45',
        isActive: 'on',
        images: await png(),
      },
      async (d, form) => `saved ${await d.catalogue.saveProduct(null, form)}`,
    );
    const productNo = Number((saved as { msg: string }).msg.split(' ')[1]);
    const [image] = await shop.database.db.select().from(productImages).where(eq(productImages.productNo, productNo));
    const picture = (await getJson(app, `/media/${image!.path}`)).rawPayload;
    expect(picture.length).toBeGreaterThan(100);

    // The mail sender works in the background: the backup is taken once it has sent what there is.
    const unsent = async () =>
      (
        await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`status <> 'sent'`)
      )[0]!.n;
    for (let i = 0; i < 200 && (await unsent()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    const watch = await watchTables(shop.database.db, { byWalPosition: false });
    const before = (await watch.current()).digests;
    const media = mediaStoreFor(shop.config);
    const mediaBefore = await keysOf(media);
    const mails = await shop.database.db.select().from(mailOutbox);
    expect(mails.length).toBeGreaterThanOrEqual(2);

    file = path.join(work, 'backups', 'shop.tar.gz');
    const manifest = await makeBackup({ database: shop.database, databaseUrl: shop.databaseUrl, media }, file);
    const [counted] = await shop.database.db
      .select({
        orders: sql<number>`(select count(*)::int from orders)`,
        customers: sql<number>`(select count(*)::int from customers)`,
      })
      .from(sql`(select 1) x`);
    expect(manifest).toMatchObject({
      format: 1,
      engine,
      schema: latestSchemaVersion(),
      counts: { orders: counted!.orders, customers: counted!.customers, payments: 1, mails: mails.length },
      media: { files: mediaBefore.length, from: mediaKind },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);

    // Wiped: the database's schemas (PostgreSQL) or its folder (PGlite, here a fresh one), and every media file.
    let target: RestoreTarget;
    if (engine === 'postgres') {
      await shop.database.db.execute(
        sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA drizzle CASCADE`,
      );
      target = { engine, url: shop.databaseUrl!, media };
    } else {
      target = { engine, dataDir: path.join(work, 'restored'), media };
    }
    await media.remove(mediaBefore);
    expect(await keysOf(media)).toEqual([]);
    expect((await getJson(app, `/media/${image!.path}`)).statusCode).toBe(404);

    const result = await restoreBackup(file, target);
    expect(result).toMatchObject({ migrated: false, counts: manifest.counts });

    let restored: DatabaseHandle = shop.database;
    if (engine === 'pglite')
      restored = await openDatabase({ kind: 'pglite', dataDir: path.join(work, 'restored', 'pglite') });
    try {
      const after = (await (await watchTables(restored.db, { byWalPosition: false })).current()).digests;
      expect(after).toEqual(before);
      const db = restored.db;
      expect(
        await db.select({ n: customers.customerNo }).from(customers).where(eq(customers.mobile, customer.mobile)),
      ).toHaveLength(1);
      expect(await db.select().from(orders).where(eq(orders.orderNo, own.json().OrderNo))).toMatchObject([
        { customerNo: customer.customerNo },
      ]);
      expect(await db.select().from(payments).where(eq(payments.orderNo, card.OrderNo))).toMatchObject([
        { status: 'Paid' },
      ]);
      expect((await db.select().from(mailOutbox)).map((m) => m.mailNo).sort()).toEqual(
        mails.map((m) => m.mailNo).sort(),
      );
      expect(await keysOf(media)).toEqual(mediaBefore);

      // The restored shop answers: the customer signs in and sees the order; the picture is served.
      const app2 = engine === 'pglite' ? await buildApp({ db, config: { ...shop.config }, logger: false }) : app;
      try {
        const login = (
          await postJson(
            app2,
            '/api/Auth/CLogin',
            { Mobile: customer.mobile, Password: customer.password },
            fromAddress(newAddress()),
          )
        ).json();
        expect(login.Token).toEqual(expect.any(String));
        const history = await getJson(app2, '/api/customer/orders', bearer(login.Token));
        expect(history.statusCode).toBe(200);
        expect(history.body).toContain(String(own.json().OrderNo));
        const product = (await getJson(app2, `/api/Product/loadproduct?ProductNo=${productNo}`)).json();
        const served = await getJson(app2, `/media/${product.ImageFilePath}`);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(picture)).toBe(true);
      } finally {
        if (app2 !== app) await app2.close();
      }
    } finally {
      if (restored !== shop.database) await restored.close();
    }
  });

  it.runIf(engine === 'postgres')('leaves the database as it was when the dump breaks half-way', async () => {
    const unpacked = path.join(work, 'broken');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const dump = path.join(unpacked, 'database.pgdump');
    fs.truncateSync(dump, Math.floor(fs.statSync(dump).size / 2));
    const broken = path.join(work, 'broken.tar.gz');
    await tar.create({ gzip: true, file: broken, cwd: unpacked }, fs.readdirSync(unpacked));
    const watch = await watchTables(shop.database.db, { byWalPosition: false });
    const before = (await watch.current()).digests;
    await expect(
      restoreBackup(broken, { engine: 'postgres', url: shop.databaseUrl!, media: mediaStoreFor(shop.config) }),
    ).rejects.toThrow(/pg_restore failed/);
    expect((await watch.current()).digests).toEqual(before);
  });
});

// Each test opens two embedded databases and migrates one from the first version: on two cores shared
// with the other lanes (or a machine kept busy) that took more than Vitest's 30 s.
describe('restoring a backup from another version of the shop (pglite)', { timeout: 120_000 }, () => {
  let work: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-versions-'));
  });
  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** A database as the first version of the shop left it: only the first migration applied. */
  async function firstVersionBackup(file: string) {
    const folder = path.join(work, 'first-migrations');
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.slice(0, 1);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const old = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(old.db as never, { migrationsFolder: folder });
      await old.db.execute(sql`INSERT INTO categories (name, slug) VALUES ('Tassa', 'tassa')`);
      return await makeBackup({ database: old, media: folderStore(path.join(work, 'no-media')) }, file);
    } finally {
      await old.close();
    }
  }

  it('migrates a backup from an older version to this one', async () => {
    const file = path.join(work, 'old.tar.gz');
    const manifest = await firstVersionBackup(file);
    expect(manifest.schema).toEqual(knownMigrations()[0]);
    expect(knownMigrations().length).toBeGreaterThan(1);
    const dataDir = path.join(work, 'migrated');
    const result = await restoreBackup(file, {
      engine: 'pglite',
      dataDir,
      media: folderStore(path.join(work, 'media')),
    });
    expect(result.migrated).toBe(true);
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await appliedSchemaVersion(db.db)).toEqual(latestSchemaVersion());
      expect(await db.db.select({ slug: categories.slug }).from(categories)).toEqual([{ slug: 'tassa' }]);
      expect(await db.db.select().from(mailOutbox)).toEqual([]); // a table the first version did not have
    } finally {
      await db.close();
    }
  });

  it('refuses a backup from a newer version, and leaves the shop as it was', async () => {
    const file = path.join(work, 'old2.tar.gz');
    await firstVersionBackup(file);
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.schema = { migration: '9999_from_the_future', when: latestSchemaVersion().when + 1 };
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = path.join(work, 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, fs.readdirSync(unpacked));

    const dataDir = path.join(work, 'untouched');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const refused = restoreBackup(newer, { engine: 'pglite', dataDir, media: folderStore(path.join(work, 'media')) });
    await expect(refused).rejects.toThrow(BackupRefusedError);
    await expect(refused).rejects.toThrow(/newer version of the shop .*9999_from_the_future/);
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('refuses a file that is not a backup, with a clear message', async () => {
    const file = path.join(work, 'notes.txt');
    fs.writeFileSync(file, 'not a backup');
    await expect(
      restoreBackup(file, {
        engine: 'pglite',
        dataDir: path.join(work, 'x'),
        media: folderStore(path.join(work, 'm')),
      }),
    ).rejects.toThrow(/not a backup of the shop/);
  });
});
