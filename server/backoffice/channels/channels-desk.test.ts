// Where orders came from: an order from a utm_source=instagram visit counts under Instagram, one with
// only a Facebook click id under Facebook, one with nothing under Direct; the CSV says the same; the
// links to post carry their UTM tags and a QR code; a clerk may not open the page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../database/schema';
import { shopDay } from '../../../shop-rules/shop-time';
import { addProduct, newKey, orderBody } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { readCsv } from '../shared/csv-file';

describe.each(engines)('sales by channel (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let productNo: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    productNo = await addProduct(shop.database.db, { name: 'Channel test kettle', salesPrice: '100.00', stock: 50 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const today = shopDay();
  const page = async () =>
    (await backoffice.desk(owner.page('/admin/channels'), 'channels')).channels.page(
      new URLSearchParams({ from: today, to: today }),
    );
  const place = async (fields: Record<string, unknown>) => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, Quantity: 1 }], { IdempotencyKey: newKey(), ...fields }),
    );
    expect(res.statusCode).toBe(200);
    return res.json().OrderNo as number;
  };

  it('counts an order from a utm_source=instagram visit under Instagram, and keeps the visit on the order', async () => {
    const before = await page();
    const row = (r: Awaited<ReturnType<typeof page>>, channel: string) => r.rows.find((x) => x.channel === channel)!;
    const orderNo = await place({
      UtmSource: 'instagram',
      UtmMedium: 'social',
      UtmCampaign: 'december',
      FromSocialSite: 1,
    });
    const fbOrder = await place({ Fbclid: 'IwAR123' });
    await place({});
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(stored!.channel).toBe('instagram');
    expect(stored!.visitSource).toEqual({
      fbclid: null,
      gclid: null,
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'december',
      social: true,
    });
    const [fb] = await shop.database.db.select().from(orders).where(eq(orders.orderNo, fbOrder));
    expect(fb!.channel).toBe('facebook');

    const after = await page();
    const total = Math.round(Number(stored!.totalAmount) * 100);
    expect(row(after, 'instagram').orders).toBe(row(before, 'instagram').orders + 1);
    expect(row(after, 'instagram').revenue).toBe(row(before, 'instagram').revenue + total);
    expect(row(after, 'facebook').orders).toBe(row(before, 'facebook').orders + 1);
    expect(row(after, 'direct').orders).toBe(row(before, 'direct').orders + 1);
    const ig = row(after, 'instagram');
    expect(ig.average).toBe(Math.round(ig.revenue / ig.orders));
    expect(after.rows.map((r) => r.name)).toEqual(['Facebook', 'Instagram', 'WhatsApp', 'Google', 'Direct', 'Other']);

    const csv = await readCsv(
      await (await backoffice.desk(owner.page('/admin/channels.csv'), 'channels')).channels.csv(
        new URLSearchParams({ from: today, to: today }),
      ),
    );
    const line = csv.records.find((r) => r.cells[0] === 'Instagram')!;
    expect(line.cells[1]).toBe(String(ig.orders));
    expect(line.cells[2]).toBe((ig.revenue / 100).toFixed(2));
  });

  it('makes checkout and direct-order links with UTM tags and QR codes, and leaves a product out of the feeds', async () => {
    const desk = await backoffice.desk(owner.page('/admin/channels'), 'channels');
    const r = await desk.channels.page(
      new URLSearchParams({ product: String(productNo), place: 'whatsapp', campaign: 'status 1' }),
    );
    const links = r.links.product!.links;
    expect(links[0]!.url).toBe(
      `${shop.config.publicBaseUrl}/checkout-link?products=${productNo}%3A1&utm_source=whatsapp&utm_medium=messaging&utm_campaign=status-1`,
    );
    expect(links.some((l) => l.url.startsWith(`${shop.config.publicBaseUrl}/fborder/${productNo}/`))).toBe(true);
    for (const l of links) expect(l.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const answer = await act(backoffice, owner, 'channels', { productNo: String(productNo), inFeeds: '0' }, (d, form) =>
      d.channels.setInFeeds(form),
    );
    expect(answer).toMatchObject({ ok: true });
    // The page's schema, checked again by the server: each wrong field named, nothing changed.
    const refused = await act(backoffice, owner, 'channels', { productNo: 'x', inFeeds: '2' }, (d, form) =>
      d.channels.setInFeeds(form),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fields: { productNo: 'Product must be a whole number from 1 to 2147483647.', inFeeds: expect.any(String) },
    });
    const feed = await shop.app.inject({ method: 'GET', url: '/feeds/meta.csv' });
    expect(feed.body.split('\n').some((l) => l.startsWith(`${productNo},`))).toBe(false);
  });

  it('is not a clerk’s page', async () => {
    const clerk = await staffOf(backoffice, 'clerk');
    expect((await thrown(backoffice.desk(clerk.page('/admin/channels'), 'channels'))).status).toBe(403);
  });
});
