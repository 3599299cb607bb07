// WhatsApp updates through the outbox and the Cloud API simulator (docs/decisions/0088): written with
// the order, sent once, a template error given up and listed with the undelivered mails, a forged
// status webhook refused and a signed one kept; without settings nothing is written.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../database/schema';
import { createWhatsappSandbox, statusWebhookBody } from '../../whatsapp-sandbox/app';
import { listUndeliveredMails } from '../backoffice/mails/undelivered-mails';
import { markWaiting } from '../mail/mail-outbox';
import { addProduct, newKey, orderBody } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { type SecondServer, secondServer } from '../test-support/second-server';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { AwaitingWhatsappStatus, callbackDataOf, cloudApiDelivery } from './cloud-api';
import { signatureOf, WEBHOOK_PATH } from './webhook';
import { whatsappUpdate } from './whatsapp-outbox';
import { whatsappSettings } from './whatsapp-settings';

const TOKEN = 'test-token';
const SECRET = 'test-app-secret';
const PHONE_ID = '1234567890';

async function until<T>(read: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(engines)('WhatsApp updates (%s)', (engine) => {
  const sandbox = createWhatsappSandbox({ accessToken: TOKEN, appSecret: SECRET, phoneNumberId: PHONE_ID });
  let shop: TestShop;
  let productNo: number;
  const settings = (base: string, more: Record<string, string> = {}) => ({
    WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
    WHATSAPP_ACCESS_TOKEN: TOKEN,
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_API_BASE_URL: base,
    ...more,
  });

  beforeAll(async () => {
    const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    shop = await createTestShop(engine, settings(base));
    productNo = await addProduct(shop.database.db, { name: 'WhatsApp test tawa', salesPrice: '80.00', stock: 500 });
  });
  afterAll(async () => {
    await shop?.close();
    await sandbox.close();
  });

  const order = (app: TestShop['app'], fields: Record<string, unknown> = {}) =>
    postJson(
      app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, Quantity: 1 }], { IdempotencyKey: newKey(), PMNo: 2, ...fields }),
    );
  const rowsOf = (orderNo: number) =>
    shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, 'whatsapp-update')));

  it('writes the order-received update with the order and sends it once, with the bank details', async () => {
    const res = await order(shop.app, { WhatsappUpdates: 1, CustomerMobile: '7654321' });
    expect(res.statusCode).toBe(200);
    const orderNo = res.json().OrderNo as number;
    const [row] = await rowsOf(orderNo);
    expect(row).toMatchObject({ toAddress: '18687654321', dedupeKey: `whatsapp:order-received:${orderNo}` });
    const sent = await until(() => sandbox.received.find((m) => m.params[1] === String(orderNo)));
    expect(sent.template).toBe('order_received');
    expect(sent.to).toBe('18687654321');
    expect(sent.params).toHaveLength(4);
    expect(sent.params[3]).toMatch(/bank transfer to .*account/);
    const done = await until(async () => {
      const [r] = await rowsOf(orderNo);
      return r?.status === 'sent' && r.providerMessageId ? r : undefined;
    });
    expect(done.providerMessageId).toBe(sent.id);

    // A forged status webhook changes nothing; a signed one is kept.
    const forged = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: sent.id, status: 'failed' }] } }] }],
    });
    const refused = await shop.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf('not-the-secret', forged) },
      payload: forged,
    });
    expect(refused.statusCode).toBe(401);
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await rowsOf(orderNo))[0]!.status).toBe('sent');
    const delivered = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: sent.id, status: 'delivered' }] } }] }],
    });
    const kept = await shop.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(SECRET, delivered) },
      payload: delivered,
    });
    expect(kept.statusCode).toBe(200);
    expect((await rowsOf(orderNo))[0]!.providerStatus).toBe('delivered');
  });

  it('never posts again an update whose answer was lost before WhatsApp reports it or the wait is over', async () => {
    const settings = { ...whatsappSettings(shop.config)!, statusWaitSeconds: 2 };
    // WhatsApp takes the post, but its answer never reaches the shop (a server killed, a broken link).
    const lostAnswer: typeof fetch = async (input, init) => {
      await fetch(input, init).then((r) => r.arrayBuffer());
      throw new TypeError('fetch failed');
    };
    const lost = cloudApiDelivery(shop.database.db, settings, lostAnswer);
    const answered = cloudApiDelivery(shop.database.db, settings);
    // A row as a sender holds it (claimed for a while), so the shop's own sender leaves it alone.
    const claimedRow = async (marker: string) => {
      const mail = whatsappUpdate(
        settings,
        { orderNo: 1, customerMobile: '7654321', whatsappUpdates: true },
        'order-received',
        ['Shopper', marker, '10.00', 'Pay on delivery'],
        marker,
      )!;
      const [row] = await shop.database.db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          orderNo: mail.orderNo,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: '',
          dedupeKey: mail.dedupeKey,
          status: 'sending',
          attempts: 1,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      return row!;
    };
    const copies = (marker: string) => sandbox.received.filter((m) => m.params[1] === marker);
    const rowNow = async (mailNo: number) =>
      (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.mailNo, mailNo)))[0]!;

    // Reported: WhatsApp's "sent" status names the row, which is then sent and never posted again.
    const first = `lost-${engine}-1`;
    const row = await claimedRow(first);
    await expect(lost(row)).rejects.toThrow('No answer from WhatsApp');
    expect(copies(first)).toHaveLength(1);
    expect(copies(first)[0]!.callbackData).toBe(callbackDataOf(row.mailNo));
    const waiting = await answered(row).catch((e: unknown) => e);
    expect(waiting).toBeInstanceOf(AwaitingWhatsappStatus);
    expect(copies(first)).toHaveLength(1);
    // The sender keeps it pending until then, and that claim did not count as an attempt.
    await markWaiting(
      shop.database.db,
      row.mailNo,
      (waiting as Error).message,
      (waiting as AwaitingWhatsappStatus).waitUntil,
    );
    const held = await rowNow(row.mailNo);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(held.nextAttemptAt.getTime()).toBe((waiting as AwaitingWhatsappStatus).waitUntil.getTime());
    const body = statusWebhookBody({
      messageId: copies(first)[0]!.id,
      status: 'sent',
      recipient: '18687654321',
      callbackData: copies(first)[0]!.callbackData,
    });
    const kept = await shop.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(SECRET, body) },
      payload: body,
    });
    expect(kept.statusCode).toBe(200);
    expect(await rowNow(row.mailNo)).toMatchObject({
      status: 'sent',
      providerMessageId: copies(first)[0]!.id,
      providerStatus: 'sent',
      postStartedAt: null,
    });
    await new Promise((r) => setTimeout(r, 2_100));
    expect(copies(first)).toHaveLength(1);

    // Never reported: posted again once the wait is over (at least once, the last resort).
    const second = `lost-${engine}-2`;
    const other = await claimedRow(second);
    await expect(lost(other)).rejects.toThrow('No answer from WhatsApp');
    await expect(answered(other)).rejects.toBeInstanceOf(AwaitingWhatsappStatus);
    expect(copies(second)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 2_100));
    await answered(other);
    expect(copies(second)).toHaveLength(2);
    expect((await rowNow(other.mailNo)).providerMessageId).toBe(copies(second)[1]!.id);
  });

  it('writes nothing for a shopper who did not tick it, nor for an order refused', async () => {
    const res = await order(shop.app, {});
    expect(await rowsOf(res.json().OrderNo)).toEqual([]);
    const before = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'whatsapp-update'));
    const refused = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, Quantity: 100_000 }], { IdempotencyKey: newKey(), WhatsappUpdates: 1 }),
    );
    expect(refused.json().success).toBe(false);
    const after = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'whatsapp-update'));
    expect(after.length).toBe(before.length);
  });

  it('gives up a message whose template WhatsApp does not know and lists it as undelivered', async () => {
    const other = await createTestShop(
      engine,
      settings(`http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`, {
        WHATSAPP_TEMPLATE_ORDER_RECEIVED: 'no_such_template',
      }),
    );
    try {
      const p = await addProduct(other.database.db, { name: 'Template test', salesPrice: '10.00', stock: 5 });
      const res = await postJson(
        other.app,
        '/api/shop/SaveOrder',
        orderBody([{ ProductNo: p, Quantity: 1 }], { IdempotencyKey: newKey(), WhatsappUpdates: 1 }),
      );
      const orderNo = res.json().OrderNo as number;
      const listed = await until(async () =>
        (await listUndeliveredMails(other.database.db)).rows.find(
          (m) => m.orderNo === orderNo && m.kind === 'whatsapp-update',
        ),
      );
      expect(listed.status).toBe('given-up');
      expect(listed.lastError).toContain('132001');
    } finally {
      await other.close();
    }
  });

  it('without the settings writes no update, ticked or not', async () => {
    const plain = await createTestShop(engine);
    try {
      const p = await addProduct(plain.database.db, { name: 'No WhatsApp', salesPrice: '10.00', stock: 5 });
      const res = await postJson(
        plain.app,
        '/api/shop/SaveOrder',
        orderBody([{ ProductNo: p, Quantity: 1 }], { IdempotencyKey: newKey(), WhatsappUpdates: 1 }),
      );
      const rows = await plain.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderNo, res.json().OrderNo), eq(mailOutbox.kind, 'whatsapp-update')));
      expect(rows).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('WhatsApp updates on two servers', () => {
  const url = process.env.TEST_DATABASE_URL;
  const sandbox = createWhatsappSandbox({ accessToken: TOKEN, appSecret: SECRET, phoneNumberId: PHONE_ID });
  let shop: TestShop;
  let other: SecondServer;
  beforeAll(async () => {
    if (!url) return;
    const base = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const env = {
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_API_BASE_URL: base,
    };
    shop = await createTestShop('postgres', env);
    other = await secondServer(shop, env);
  });
  afterAll(async () => {
    await other?.close();
    await shop?.close();
    await sandbox.close();
  });

  it.skipIf(!url)('sends each update once though both servers send', async () => {
    const p = await addProduct(shop.database.db, { name: 'Two servers', salesPrice: '10.00', stock: 500 });
    const orders: number[] = [];
    for (let i = 0; i < 20; i++) {
      const app = i % 2 ? other.app : shop.app;
      const res = await postJson(
        app,
        '/api/shop/SaveOrder',
        orderBody([{ ProductNo: p, Quantity: 1 }], { IdempotencyKey: newKey(), WhatsappUpdates: 1 }),
      );
      orders.push(res.json().OrderNo);
    }
    await until(
      () => orders.every((n) => sandbox.received.some((m) => m.params[1] === String(n))) || undefined,
      60_000,
    );
    // Time for any second send to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    for (const n of orders) expect(sandbox.received.filter((m) => m.params[1] === String(n))).toHaveLength(1);
  });
});
