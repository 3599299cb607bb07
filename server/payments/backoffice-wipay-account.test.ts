// The WiPay account entered in the back office is the one card payments use (request and return),
// over the WIPAY_* settings; the in-process sandbox knows the configured account and WiPay's own
// sandbox account 1234567890 (key 123), so a switch between the two is visible end to end.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../database/schema';
import type { Backoffice } from '../backoffice/backoffice';
import { loadConfig } from '../config';
import { addProduct, orderBody } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice } from '../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { payOnHostedPage as payOnSandbox } from '../test-support/wipay-hosted-page';
import { wipayHash } from './wipay-hash';
import { WIPAY_LIVE_BASE_URL, withBackofficeAccount } from './wipay-settings';

const CONFIG_ACCOUNT = '5555555555';
const CONFIG_KEY = 'config-key-from-the-server-settings';

describe.each(engines)('card payments use the WiPay account saved in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let tabla: number;

  beforeAll(async () => {
    shop = await createTestShop(engine, {
      WIPAY_ACCOUNT_NUMBER: CONFIG_ACCOUNT,
      WIPAY_API_KEY: CONFIG_KEY,
      PUBLIC_BASE_URL: 'https://shop.example.tt',
    });
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    tabla = await addProduct(shop.database.db, { name: 'Tabla Set', salesPrice: '1299.00', stock: 10 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const saveAccount = (f: Record<string, string>) =>
    act(backoffice, owner, 'settings', f, (desk, body) => desk.settings.saveWipay(body));
  const cardOrder = () =>
    postJson(
      shop.app,
      '/api/shop/GetWipayUrl',
      orderBody([{ ProductNo: tabla, Quantity: 1 }], { PMNo: 1, IsWipay: 1, IsPending: 1 }),
    );
  const receive = (query: Record<string, string>) => postJson(shop.app, '/api/shop/WipayReceive', query);

  /** Pays on the sandbox's hosted page and answers the query WiPay sends the browser back with. */
  const payOnHostedPage = async (url: string) => Object.fromEntries((await payOnSandbox(shop.app, url)).searchParams);

  /** A card order paid through the sandbox: the return is signed with the key of the account the request named. */
  async function payByCard() {
    const start = await cardOrder();
    const answer = start.json();
    expect(answer).toMatchObject({ success: true, url: expect.stringContaining('/wipay-sandbox/') });
    expect(start.body).not.toContain(CONFIG_KEY);
    const query = await payOnHostedPage(answer.url);
    expect(query.status).toBe('success');
    return { orderNo: answer.OrderNo as number, query };
  }

  it('uses the WIPAY_* account while none is saved', async () => {
    const { orderNo, query } = await payByCard();
    expect(query.hash).toBe(wipayHash(query.transaction_id!, '1339.00', CONFIG_KEY));
    expect((await receive(query)).json()).toEqual({ status: 'success', OrderNo: orderNo });
  });

  it('uses the saved account for the request and its key for the return, from the next payment on', async () => {
    expect(await saveAccount({ accountNumber: '1234567890', environment: 'sandbox', apiKey: '123' })).toMatchObject({
      ok: true,
    });
    const { orderNo, query } = await payByCard();
    // The sandbox signed with the key of account 1234567890: the request named the saved account.
    expect(query.hash).toBe(wipayHash(query.transaction_id!, '1339.00', '123'));
    // The shop checks the return with the saved key (the WIPAY_API_KEY would refuse it).
    expect((await receive(query)).json()).toEqual({ status: 'success', OrderNo: orderNo });
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order).toMatchObject({ paymentStatus: 'Paid' });
  });

  it('refuses a return signed with the server-settings key once another account is saved', async () => {
    const start = (await cardOrder()).json();
    const forged = { ...(await payOnHostedPage(start.url)) };
    forged.hash = wipayHash(forged.transaction_id!, '1339.00', CONFIG_KEY);
    expect((await receive(forged)).json()).toMatchObject({ status: 'failed' });
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderNo, start.OrderNo));
    expect(payment?.status).not.toBe('Paid');
  });

  it('sends the saved account number: an account the sandbox does not know is refused', async () => {
    expect(
      await saveAccount({ accountNumber: '9999999999', environment: 'sandbox', apiKey: 'some-key' }),
    ).toMatchObject({ ok: true });
    expect((await cardOrder()).json()).toEqual({
      success: false,
      msg: expect.stringContaining('account_number is not a known WiPay account.'),
    });
  });
});

describe('the WiPay settings with a back-office account', () => {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://shop.example.tt' });

  it('falls back to WIPAY_* with no account, and goes to WiPay itself for a live account', () => {
    expect(withBackofficeAccount(config, null)).toMatchObject({
      accountNumber: '1234567890',
      apiKey: '123',
      environment: 'sandbox',
      sandboxInProcess: true,
    });
    expect(
      withBackofficeAccount(config, { accountNumber: '9876543210', apiKey: 'live-key', environment: 'live' }),
    ).toMatchObject({
      accountNumber: '9876543210',
      apiKey: 'live-key',
      environment: 'live',
      sandboxInProcess: false,
      baseUrl: WIPAY_LIVE_BASE_URL,
      feeStructure: 'customer_pay',
    });
    const explicit = loadConfig({ NODE_ENV: 'test', WIPAY_BASE_URL: 'https://wipay.example.test' });
    expect(
      withBackofficeAccount(explicit, { accountNumber: '9876543210', apiKey: 'k', environment: 'live' }).baseUrl,
    ).toBe('https://wipay.example.test');
  });
});
