// The database's change notices name their table (database/migrations/0016) and, for any change to
// products, their variants, reviews or pictures, the products (0020, 0021), on both engines: the
// standing data keeps through an order's stock update, and the page cache drops only the answers of
// those products (and the lists, for an edit).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../test-support/order-fixtures';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import {
  type CatalogueChanges,
  type ChangedTable,
  listenForCatalogueChanges,
  type ProductChanges,
} from './catalogue-changes';

const quiet = { warn: () => {} };

describe.each(engines)('change notices on %s', (engine) => {
  let shop: TestShop;
  let listening: CatalogueChanges;
  let a: number;
  let b: number;
  const heard: [ChangedTable, ProductChanges?][] = [];

  beforeAll(async () => {
    shop = await createTestShop(engine);
    a = await addProduct(shop.database.db, { name: 'Notice A', salesPrice: '10.00', stock: 5 });
    b = await addProduct(shop.database.db, { name: 'Notice B', salesPrice: '10.00', stock: 1 });
    listening = await listenForCatalogueChanges(shop.database.db, (...notice) => heard.push(notice), quiet);
  });
  afterAll(async () => {
    await listening?.close();
    await shop?.close();
  });

  async function noticesOf(change: ReturnType<typeof sql>, wait = 2_000): Promise<[ChangedTable, ProductChanges?][]> {
    await new Promise((r) => setTimeout(r, 100));
    heard.length = 0;
    await shop.database.db.execute(change);
    const deadline = Date.now() + wait;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return [...heard];
  }

  it('names the table a statement changed', async () => {
    expect(await noticesOf(sql`update banners set title = title`)).toEqual([['banners']]);
    expect(await noticesOf(sql`update settings set value = value`)).toEqual([['settings']]);
    // A price can move a product into lists that do not show it: the product, as edited (the lists go too).
    expect(await noticesOf(sql`update products set sales_price = sales_price + 1 where product_no = ${a}`)).toEqual([
      ['products', { stock: [], soldOut: [], shown: [], edited: [a] }],
    ]);
  });

  it('names the products whose stock changed, and those that just sold out', async () => {
    expect(
      await noticesOf(sql`update products set stock = stock - 1, updated_at = now() where product_no in (${a}, ${b})`),
    ).toEqual([['products', { stock: [a], soldOut: [b], shown: [], edited: [] }]]);
    // Back from none: it may join "in stock only" lists that do not show it yet, so as edited.
    expect(await noticesOf(sql`update products set stock = stock + 2 where product_no = ${b}`)).toEqual([
      ['products', { stock: [], soldOut: [], shown: [], edited: [b] }],
    ]);
    expect(await noticesOf(sql`update products set stock = stock + 2 where product_no = ${b}`)).toEqual([
      ['products', { stock: [b], soldOut: [], shown: [], edited: [] }],
    ]);
    expect(await noticesOf(sql`update products set is_sold_out = true where product_no = ${a}`)).toEqual([
      ['products', { stock: [], soldOut: [a], shown: [], edited: [] }],
    ]);
    // A statement that changed nothing says nothing.
    expect(await noticesOf(sql`update products set stock = stock where product_no = ${a}`, 500)).toEqual([]);
  });

  it('names the product of a review', async () => {
    expect(
      await noticesOf(
        sql`insert into reviews (product_no, customer_name, customer_mobile, rating, title, comments) values (${a}, 'R', '7000000', 5, 't', 'c')`,
      ),
    ).toEqual([['reviews', { stock: [], soldOut: [], shown: [a], edited: [] }]]);
  });
});
