import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, paymentMethods, settings, shops, staffSessions } from '../../../database/schema';
import { readShopSettings } from '../../settings/shop-settings';
import { readWipayAccount } from '../../settings/wipay-account';
import { act, type SignedInStaff, signInAs, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('settings and staff in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const lastEntry = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1))[0]!;
  const settingsDesk = () => backoffice.desk(owner.page('/admin/settings'), 'settings');

  it('saves the shop settings, freight typed in TT dollars and kept in cents, and refuses bad ones without a change', async () => {
    const d = await settingsDesk();
    const now = await d.settings.shop();
    expect(now.freightTobago).toBe(60_00);
    const form: Record<string, string> = Object.fromEntries(
      Object.entries(now).map(([k, v]) => [k, typeof v === 'number' ? `${v / 100}` : String(v)]),
    );
    delete form.cardGatewayEnabled;
    form.maxQuantityPerLine = String(now.maxQuantityPerLine); // a count, not money
    form.cardPaymentMinutes = String(now.cardPaymentMinutes);
    form.lowStockAt = String(now.lowStockAt); // a count, not money
    const save = (f: Record<string, string>) =>
      act(backoffice, owner, 'settings', f, (desk, body) => desk.settings.saveShop(body));
    expect(await save({ ...form, freightTobago: '-5', infoEmail: 'not-mail' })).toMatchObject({
      ok: false,
      fields: {
        freightTobago: 'Freight to Tobago must be an amount in TT dollars, like 1299.00.',
        infoEmail: 'Information e-mail is not a valid e-mail address.',
      },
    });
    expect((await readShopSettings(db())).freightTobago).toBe(60_00);
    expect(
      await save({
        ...form,
        freightTobago: '65.50',
        cardGatewayEnabled: 'on',
        pickupAddress: 'Demo Outlet 2, Chaguanas',
      }),
    ).toEqual({ ok: true, msg: 'The settings are saved.' });
    expect(await readShopSettings(db())).toMatchObject({
      freightTobago: 65_50,
      cardGatewayEnabled: true,
      pickupAddress: 'Demo Outlet 2, Chaguanas',
    });
    expect(await lastEntry()).toMatchObject({
      action: 'settings.update',
      before: { freightTobago: 60_00 },
      after: { freightTobago: 65_50 },
    });
  });

  it('keeps the most of one item an order may hold: 20 until the owner sets a whole number from 1 to 999', async () => {
    const d = await settingsDesk();
    const now = await d.settings.shop();
    expect(now.maxQuantityPerLine).toBe(20);
    const asText = ([k, v]: [string, unknown]): [string, string] => [k, typeof v === 'number' ? `${v / 100}` : `${v}`];
    const form: Record<string, string> = Object.fromEntries(Object.entries(now).map(asText));
    delete form.cardGatewayEnabled;
    form.cardPaymentMinutes = String(now.cardPaymentMinutes); // minutes, not money
    form.lowStockAt = String(now.lowStockAt); // a count, not money
    const save = (maxQuantityPerLine: string) =>
      act(backoffice, owner, 'settings', { ...form, maxQuantityPerLine }, (desk, body) => desk.settings.saveShop(body));
    for (const bad of ['0', '1000', '2.5', 'many', '']) {
      const message = expect.stringMatching(/^Most of one item in an order /);
      expect(await save(bad), bad).toMatchObject({ ok: false, fields: { maxQuantityPerLine: message } });
    }
    expect((await readShopSettings(db())).maxQuantityPerLine).toBe(20);
    expect(await save('5')).toMatchObject({ ok: true });
    expect((await readShopSettings(db())).maxQuantityPerLine).toBe(5);
    expect(await save('20')).toMatchObject({ ok: true });
  });

  it('keeps the WiPay key write-only: never shown, never in the audit log, kept when left blank', async () => {
    const d = await settingsDesk();
    const save = (f: Record<string, string>) =>
      act(backoffice, owner, 'settings', f, (desk, body) => desk.settings.saveWipay(body));
    expect(await save({ accountNumber: '12345', environment: 'sandbox', apiKey: 'k' })).toMatchObject({
      ok: false,
      fields: { accountNumber: 'WiPay account number must be 10 digits.' },
    });
    expect(await save({ accountNumber: '9876543210', environment: 'live', apiKey: '' })).toMatchObject({
      ok: false,
      fields: { apiKey: 'Please enter the API key WiPay gave the shop.' },
    });
    expect(await save({ accountNumber: '9876543210', environment: 'live', apiKey: 'secret-wipay-key' })).toMatchObject({
      ok: true,
    });
    expect(await save({ accountNumber: '9876543211', environment: 'live', apiKey: '' })).toMatchObject({ ok: true });
    expect(await readWipayAccount(db())).toEqual({
      accountNumber: '9876543211',
      environment: 'live',
      apiKey: 'secret-wipay-key',
    });
    expect(await d.settings.wipay()).toEqual({
      accountNumber: '9876543211',
      environment: 'live',
      keyStored: true,
      fromServerSettings: false,
    });
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.wipay'));
    expect(JSON.stringify(entries)).not.toContain('secret-wipay-key');
    expect(
      JSON.stringify((await db().select().from(settings).where(eq(settings.key, 'shop')))[0]?.value ?? {}),
    ).not.toContain('secret-wipay-key');
  });

  it('adds and edits cities, shops and payment methods', async () => {
    const d = await settingsDesk();
    const run = (f: Record<string, string>, change: (form: FormData) => Promise<string>) =>
      act(backoffice, owner, 'settings', f, (_d, form) => change(form));
    expect(
      await run({ name: 'Moruga Road', island: 'Trinidad', active: 'on' }, (f) => d.settings.saveCity(null, f)),
    ).toEqual({ ok: true, msg: 'Moruga Road added.' });
    const [city] = await db().select().from(cities).where(eq(cities.name, 'Moruga Road'));
    expect(
      await run({ name: 'Moruga Road', island: 'Jamaica' }, (f) => d.settings.saveCity(city!.cityNo, f)),
    ).toMatchObject({ ok: false, fields: { island: 'Island must be one of: Trinidad, Tobago.' } });
    expect(
      await run({ name: 'Moruga Road', island: 'Trinidad' }, (f) => d.settings.saveCity(city!.cityNo, f)),
    ).toMatchObject({ ok: true });
    expect((await db().select().from(cities).where(eq(cities.cityNo, city!.cityNo)))[0]).toMatchObject({
      active: false,
    });
    expect(await run({ shopNo: '16', name: 'Again' }, (f) => d.settings.saveShopRow(null, f))).toMatchObject({
      ok: false,
      status: 409,
      msg: 'Shop number 16 is taken.',
    });
    expect(
      await run(
        { shopNo: '30', name: 'Demo Scarborough Shop', address: '1 Test Street', phone: '555', active: 'on' },
        (f) => d.settings.saveShopRow(null, f),
      ),
    ).toMatchObject({ ok: true });
    expect((await db().select().from(shops).where(eq(shops.shopNo, 30)))[0]).toMatchObject({
      name: 'Demo Scarborough Shop',
      active: true,
    });
    expect(
      await run(
        { name: 'Cash or card at the door', description: 'Pay when it arrives.', sortOrder: '1', active: 'on' },
        (f) => d.settings.savePaymentMethod(3, f),
      ),
    ).toMatchObject({ ok: true });
    expect((await db().select().from(paymentMethods).where(eq(paymentMethods.pmNo, 3)))[0]).toMatchObject({
      name: 'Cash or card at the door',
      sortOrder: 1,
    });
    expect(await run({ name: 'X' }, (f) => d.settings.savePaymentMethod(9, f))).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('manages staff: a new clerk, no duplicate e-mail, the last owner kept, deactivation ending sessions', async () => {
    const d = await backoffice.desk(owner.page('/admin/staff'), 'staff');
    const run = (f: Record<string, string>, change: (form: FormData) => Promise<string>) =>
      act(backoffice, owner, 'staff', f, (_d, form) => change(form));
    expect(
      await run({ name: 'Priya', email: 'Priya@Example.test', role: 'clerk', password: 'short' }, (f) =>
        d.staffAccounts.create(f),
      ),
    ).toMatchObject({ ok: false, msg: 'Password must be 12 to 128 characters.' });
    expect(
      await run({ name: 'Priya', email: 'Priya@Example.test', role: 'clerk', password: 'priya-password-1' }, (f) =>
        d.staffAccounts.create(f),
      ),
    ).toEqual({ ok: true, msg: 'Priya can now sign in.' });
    expect(
      await run({ name: 'Priya 2', email: 'priya@example.test', role: 'clerk', password: 'priya-password-1' }, (f) =>
        d.staffAccounts.create(f),
      ),
    ).toMatchObject({ ok: false, status: 409 });
    const priya = (await d.staffAccounts.list()).find((s) => s.email === 'priya@example.test')!;
    expect(priya).toMatchObject({ role: 'clerk', active: true });
    expect(JSON.stringify(await db().select().from(auditLog))).not.toMatch(/\$argon2/);

    const signedIn = await signInAs(backoffice, 'priya@example.test', 'priya-password-1');
    expect(signedIn).toBeInstanceOf(Response);
    expect(
      await run({ name: 'Priya', role: 'clerk' }, (f) => d.staffAccounts.update(priya.staffUserNo, f)),
    ).toMatchObject({ ok: true });
    expect(
      await db().select().from(staffSessions).where(eq(staffSessions.staffUserNo, priya.staffUserNo)),
    ).toHaveLength(0);
    expect(await signInAs(backoffice, 'priya@example.test', 'priya-password-1')).toMatchObject({
      ok: false,
      msg: 'E-mail or password is incorrect.',
    });

    expect(
      await run({ name: 'Me', role: 'clerk', active: 'on' }, (f) => d.staffAccounts.update(owner.staffUserNo, f)),
    ).toMatchObject({ ok: false, msg: 'You cannot deactivate or demote yourself; ask another owner.' });
    expect(
      await run({ password: 'new-priya-password' }, (f) => d.staffAccounts.resetPassword(priya.staffUserNo, f)),
    ).toMatchObject({ ok: true });
    const manager = await staffOf(backoffice, 'manager');
    expect((await thrown(backoffice.desk(manager.page('/admin/staff'), 'staff'))).status).toBe(403);
  });

  it('lets an owner demote the other owners but never themselves, so one owner always remains', async () => {
    const other = await staffOf(backoffice, 'owner');
    const d = await backoffice.desk(other.page('/admin/staff'), 'staff');
    const owners = (await d.staffAccounts.list()).filter(
      (s) => s.role === 'owner' && s.active && s.staffUserNo !== other.staffUserNo,
    );
    for (const o of owners) {
      expect(
        await act(backoffice, other, 'staff', { name: o.name, role: 'manager', active: 'on' }, (_d, f) =>
          d.staffAccounts.update(o.staffUserNo, f),
        ),
      ).toMatchObject({ ok: true });
    }
    const otherDesk = await backoffice.desk(other.page('/admin/staff'), 'staff');
    expect(
      await act(backoffice, other, 'staff', { name: 'x', role: 'clerk', active: 'on' }, (_d, f) =>
        otherDesk.staffAccounts.update(other.staffUserNo, f),
      ),
    ).toMatchObject({ ok: false });
  });
});
