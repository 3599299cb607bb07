// Test money never looks like real money (decision 0020): WiPay's sandbox environment, account or key
// make every card payment a test payment, said by the storefront's settings, the payment rows and the
// back office; a live environment with the public sandbox account or key never starts or saves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readWipayAccount } from '../settings/wipay-account';
import { startShop } from '../start-shop';
import { createShopServices } from '../storefront-context';
import { addProduct, orderBody } from '../test-support/order-fixtures';
import { postJson } from '../test-support/requests';
import { act, staffOf, testBackoffice } from '../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { payOnHostedPage } from '../test-support/wipay-hosted-page';

const LIVE = {
  NODE_ENV: 'test',
  WIPAY_ENVIRONMENT: 'live',
  WIPAY_ACCOUNT_NUMBER: '5555555555',
  WIPAY_API_KEY: 'the-shop-s-own-live-key',
};

describe("a live environment with WiPay's public sandbox account or key", () => {
  it('is refused at start, with the setting to fix named', async () => {
    expect(() => loadConfig({ ...LIVE, WIPAY_API_KEY: '123' })).toThrow(
      /WIPAY_API_KEY: 123 is WiPay's public sandbox key; with WIPAY_ENVIRONMENT=live set WIPAY_API_KEY/,
    );
    expect(() => loadConfig({ ...LIVE, WIPAY_ACCOUNT_NUMBER: '1234567890' })).toThrow(
      /WIPAY_ACCOUNT_NUMBER: 1234567890 is WiPay's public sandbox account/,
    );
    // The defaults are the sandbox's: live alone names both.
    expect(() => loadConfig({ WIPAY_ENVIRONMENT: 'live' })).toThrow(/WIPAY_ACCOUNT_NUMBER[\s\S]*WIPAY_API_KEY/);
    expect(loadConfig(LIVE).WIPAY_ENVIRONMENT).toBe('live');

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-live-'));
    try {
      await expect(
        startShop({ WIPAY_ENVIRONMENT: 'live', WIPAY_ACCOUNT_NUMBER: '5555555555', DATA_DIR: dataDir }),
      ).rejects.toThrow(/WIPAY_API_KEY/);
      // Refused before anything was opened or locked.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)('card payments in test mode (%s)', (engine) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(engine, { PUBLIC_BASE_URL: 'https://shop.example.tt' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('are said to be so to the storefront, recorded as test payments and listed so in the back office', async () => {
    const db = shop.database.db;
    expect(await createShopServices(db, shop.config).settings()).toMatchObject({
      cardTestMode: true,
      cardFeeStructure: 'customer_pay',
    });
    // The shop's own live account: no test mode.
    expect((await createShopServices(db, loadConfig(LIVE)).settings()).cardTestMode).toBe(false);
    // Sandbox environment with the shop's own account and key: still a test.
    expect(
      (await createShopServices(db, loadConfig({ ...LIVE, WIPAY_ENVIRONMENT: 'sandbox' })).settings()).cardTestMode,
    ).toBe(true);

    const product = await addProduct(db, { name: 'Cuatro', salesPrice: '350.00', stock: 5 });
    const { url, OrderNo } = (
      await postJson(shop.app, '/api/shop/GetWipayUrl', orderBody([{ ProductNo: product, Quantity: 1 }], { PMNo: 1 }))
    ).json();
    const query = Object.fromEntries((await payOnHostedPage(shop.app, url)).searchParams);
    expect((await postJson(shop.app, '/api/shop/WipayReceive', query)).json()).toEqual({ status: 'success', OrderNo });

    const backoffice = testBackoffice(db, shop.config);
    const manager = await staffOf(backoffice, 'manager');
    const desk = await backoffice.desk(manager.page('/admin/payments'), 'payments');
    const listed = (await desk.payments.list(new URLSearchParams({ q: String(OrderNo) }))).rows;
    expect(listed).toMatchObject([{ orderNo: OrderNo, status: 'Paid', testMode: true }]);
    const orders = await backoffice.desk(manager.page(`/admin/orders/${OrderNo}`), 'orders');
    expect((await orders.orders.page(OrderNo)).payments).toMatchObject([{ status: 'Paid', testMode: true }]);
  });

  it('cannot be left by saving a live account with the sandbox account or key in the back office', async () => {
    const db = shop.database.db;
    const backoffice = testBackoffice(db, shop.config);
    const owner = await staffOf(backoffice, 'owner');
    const save = (f: Record<string, string>) =>
      act(backoffice, owner, 'settings', f, (desk, body) => desk.settings.saveWipay(body));
    expect(await save({ accountNumber: '1234567890', environment: 'live', apiKey: 'own-key' })).toMatchObject({
      ok: false,
      fields: {
        accountNumber:
          "1234567890 is WiPay's public sandbox account: a live account needs the shop's own account number.",
      },
    });
    expect(await save({ accountNumber: '5555555555', environment: 'live', apiKey: '123' })).toMatchObject({
      ok: false,
      fields: { apiKey: "123 is WiPay's public sandbox key: a live account needs the key WiPay gave the shop." },
    });
    expect(await readWipayAccount(db)).toBeNull();
    expect(await save({ accountNumber: '5555555555', environment: 'live', apiKey: 'own-live-key' })).toMatchObject({
      ok: true,
    });
    expect((await createShopServices(db, shop.config).settings()).cardTestMode).toBe(false);
    // A live account keeps its stored key when the box is left empty: it is still checked.
    expect(await save({ accountNumber: '1234567890', environment: 'live', apiKey: '' })).toMatchObject({ ok: false });
  });
});
