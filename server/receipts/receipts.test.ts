// Transfer receipts (docs/decisions/0089): a JPEG is accepted and the staff told in the same
// transaction; an HTML file sent as a JPEG is refused; another customer cannot open the receipt, nor
// can anyone through /media; a guest sends one with the order's mobile.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderReceipts } from '../../database/schema';
import { RECEIPT_NOT_A_RECEIPT, RECEIPT_ORDER_NOT_FOUND, RECEIPT_SENT } from '../../shop-rules/receipts';
import { registerCustomer, type TestCustomer } from '../test-support/customer-fixtures';
import { addProduct, newKey, orderBody } from '../test-support/order-fixtures';
import { csrfHeaders, postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

/** The first bytes of a JPEG (SOI, APP0 JFIF) and some data: what a phone's photo starts with. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(2048, 7),
  Buffer.from([0xff, 0xd9]),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe.each(engines)('transfer receipts (%s)', (engine) => {
  let shop: TestShop;
  let owner: TestCustomer;
  let other: TestCustomer;
  let orderNo: number;
  let productNo: number;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    owner = await registerCustomer(shop.app);
    other = await registerCustomer(shop.app);
    productNo = await addProduct(shop.database.db, { name: 'Receipt test pot', salesPrice: '150.00', stock: 50 });
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, Quantity: 1 }], {
        IdempotencyKey: newKey(),
        PMNo: 2,
        CustomerMobile: owner.mobile,
      }),
      owner.auth,
    );
    orderNo = res.json().OrderNo;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const send = (no: number, file: Buffer, headers: Record<string, string>, name = 'receipt.jpg') =>
    shop.app.inject({
      method: 'POST',
      url: `/api/orders/${no}/receipt`,
      payload: file,
      headers: { ...csrfHeaders(), 'content-type': 'image/jpeg', 'x-file-name': name, ...headers },
    });

  it('accepts a JPEG from the order’s customer and tells the staff in the same transaction', async () => {
    const res = await send(orderNo, JPEG, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: RECEIPT_SENT });
    const [row] = await shop.database.db.select().from(orderReceipts).where(eq(orderReceipts.orderNo, orderNo));
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: JPEG.length, customerNo: owner.customerNo });
    expect(row!.mediaKey).toMatch(/^private\/receipts\//);
    const told = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, 'receipt-received')));
    expect(told).toHaveLength(1);

    // Its customer opens it; another customer, a visitor and /media do not.
    const url = `/api/orders/${orderNo}/receipts/${row!.receiptNo}`;
    const mine = await shop.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(JPEG)).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/media/${row!.mediaKey}` })).statusCode).toBe(404);
  });

  it('refuses an HTML file named .jpg, by its content', async () => {
    const before = await shop.database.db.select().from(orderReceipts).where(eq(orderReceipts.orderNo, orderNo));
    const res = await send(orderNo, HTML, owner.auth, 'receipt.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(RECEIPT_NOT_A_RECEIPT);
    const after = await shop.database.db.select().from(orderReceipts).where(eq(orderReceipts.orderNo, orderNo));
    expect(after).toHaveLength(before.length);
  });

  it('refuses another customer’s upload to the order', async () => {
    expect((await send(orderNo, JPEG, other.auth)).statusCode).toBe(404);
  });

  // Five megabytes through inject take long on a loaded machine.
  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await send(orderNo, big, owner.auth);
    expect(res.statusCode).toBe(413);
  }, 300_000);

  it('takes a guest’s receipt with the order’s mobile only', async () => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: productNo, Quantity: 1 }], {
        IdempotencyKey: newKey(),
        PMNo: 2,
        CustomerMobile: '7650001',
      }),
    );
    const guestOrder = res.json().OrderNo as number;
    const wrong = await send(guestOrder, JPEG, { 'x-order-mobile': '7650002' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().msg).toBe(RECEIPT_ORDER_NOT_FOUND);
    expect((await send(guestOrder, JPEG, { 'x-order-mobile': '765-0001' })).statusCode).toBe(200);
  });
});
