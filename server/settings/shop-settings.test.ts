// The settings as stored JSON: parsed by the shared schema on every read, freight in cents, and the
// migration that turned the freight once kept in TT dollars into cents.
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../database/connect';
import { settings } from '../../database/schema';
import { freightRatesOf } from '../../shop-rules/freight';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { DEMO_SETTINGS, readShopSettings, writeShopSettings } from './shop-settings';

describe.each(engines)('the shop settings (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine);
  });
  afterAll(async () => {
    await shop?.close();
  });
  const db = () => shop.database.db;
  const store = (value: unknown) =>
    db().insert(settings).values({ key: 'shop', value }).onConflictDoUpdate({ target: settings.key, set: { value } });

  it('turns freight stored as TT dollars into cents, once, and leaves the rest alone', async () => {
    await store({
      ...DEMO_SETTINGS,
      freightTrinidad: 40.5,
      freightTobago: 60,
      freightTrinidadFreeDelivery: 0,
      freightTobagoFreeDelivery: 30,
    });
    const migration = fs.readFileSync(`${migrationsFolder}/0003_freight-in-cents.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
    const read = await readShopSettings(db());
    expect(freightRatesOf(read)).toMatchObject({
      trinidad: 40_50,
      tobago: 60_00,
      trinidadFreeDelivery: 0,
      tobagoFreeDelivery: 30_00,
    });
    expect(read.shopName).toBe(DEMO_SETTINGS.shopName);
  });

  it('keeps every stored value the schema accepts and falls back to the default for one it refuses', async () => {
    await store({
      ...DEMO_SETTINGS,
      freightTobago: 65_50,
      freightTrinidad: 'forty',
      maxQuantityPerLine: 5000,
      unknown: 1,
    });
    const read = await readShopSettings(db());
    expect(read).toMatchObject({
      freightTobago: 65_50,
      freightTrinidad: DEMO_SETTINGS.freightTrinidad,
      maxQuantityPerLine: 20,
    });
    expect(read).not.toHaveProperty('unknown');
  });

  it('refuses to write an amount that is not whole cents', async () => {
    await expect(writeShopSettings(db(), { freightTobago: 65.5 })).rejects.toThrow();
    await writeShopSettings(db(), { freightTobago: 70_00 });
    const [row] = await db().select().from(settings).where(eq(settings.key, 'shop'));
    expect(row?.value).toMatchObject({ freightTobago: 70_00 });
  });
});
