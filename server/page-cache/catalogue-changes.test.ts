// The database's change notices name their table (database/migrations/0016), on both engines: the
// standing data keeps through an order's stock update, and the page cache still clears.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { type CatalogueChanges, type ChangedTable, listenForCatalogueChanges } from './catalogue-changes';

const quiet = { warn: () => {} };

describe.each(engines)('change notices on %s', (engine) => {
  let shop: TestShop;
  let listening: CatalogueChanges;
  const heard: ChangedTable[] = [];

  beforeAll(async () => {
    shop = await createTestShop(engine);
    listening = await listenForCatalogueChanges(shop.database.db, (table) => heard.push(table), quiet);
  });
  afterAll(async () => {
    await listening?.close();
    await shop?.close();
  });

  async function noticesOf(change: ReturnType<typeof sql>): Promise<ChangedTable[]> {
    await new Promise((r) => setTimeout(r, 100));
    heard.length = 0;
    await shop.database.db.execute(change);
    const deadline = Date.now() + 2_000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return [...new Set(heard)];
  }

  it('names the table a statement changed', async () => {
    expect(await noticesOf(sql`update products set stock = stock where product_no = 1`)).toEqual(['products']);
    expect(await noticesOf(sql`update banners set title = title`)).toEqual(['banners']);
    expect(await noticesOf(sql`update settings set value = value`)).toEqual(['settings']);
  });
});
