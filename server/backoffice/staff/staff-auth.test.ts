import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions } from '../../../database/schema';
import { DEMO_OWNER } from '../../../seed/demo-staff';
import { loadConfig } from '../../config';
import { registerCustomer } from '../../test-support/customer-fixtures';
import { getJson } from '../../test-support/requests';
import {
  cookieOf,
  formRequest,
  pageRequest,
  type SignedInStaff,
  signInAs,
  staffOf,
  testBackoffice,
  thrown,
} from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';
import { ensureOwnerFromSettings } from './first-owner';
import { STAFF_COOKIE } from './session-cookie';

describe.each(engines)('staff sign-in, sessions, roles and CSRF (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('signs the demo owner in with an httpOnly, SameSite=Strict session cookie and records it', async () => {
    const answer = (await signInAs(backoffice, DEMO_OWNER.email, DEMO_OWNER.password)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const who = await backoffice.whoIsSignedIn(
      pageRequest('/admin', { cookie: `${STAFF_COOKIE}=${cookieOf(answer, STAFF_COOKIE)}` }),
    );
    expect(who?.staff).toMatchObject({ email: DEMO_OWNER.email, role: 'owner' });
    const [entry] = await shop.database.db.select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1);
    expect(entry).toMatchObject({ action: 'staff.sign-in', entity: 'session', staffUserNo: who!.staff.staffUserNo });
  });

  it('makes the cookie Secure in production over https', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: shop.dataDir,
      PUBLIC_BASE_URL: 'https://shop.example.test',
      LOG_LEVEL: 'silent',
    });
    const answer = (await signInAs(
      testBackoffice(shop.database.db, config),
      DEMO_OWNER.email,
      DEMO_OWNER.password,
    )) as Response;
    expect(answer.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`))).toMatch(/; Secure/);
  });

  it('refuses a wrong password, an unknown address and a form without its token, alike', async () => {
    expect(await signInAs(backoffice, DEMO_OWNER.email, 'not the password')).toMatchObject({
      ok: false,
      msg: 'E-mail or password is incorrect.',
      status: 400,
    });
    expect(await signInAs(backoffice, 'nobody@example.test', 'whatever password')).toMatchObject({
      ok: false,
      msg: 'E-mail or password is incorrect.',
    });
    const noToken = await formRequest('/admin/login', { email: DEMO_OWNER.email, password: DEMO_OWNER.password });
    expect(await backoffice.signIn(noToken)).toMatchObject({ ok: false, status: 403 });
  });

  it('limits wrong passwords per e-mail and per address', async () => {
    const victim = await staffOf(backoffice, 'clerk');
    for (let i = 0; i < 5; i++) await signInAs(backoffice, victim.email, 'wrong password!', `10.8.1.${i}`);
    expect(await signInAs(backoffice, victim.email, 'a-long-staff-password', '10.8.1.99')).toMatchObject({
      ok: false,
      status: 429,
      msg: expect.stringMatching(/^Too many sign-in attempts/),
    });
    for (let i = 0; i < 20; i++) await signInAs(backoffice, `x${i}@example.test`, 'wrong password!', '10.8.2.1');
    expect(await signInAs(backoffice, DEMO_OWNER.email, DEMO_OWNER.password, '10.8.2.1')).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it('sends anonymous visitors and customer tokens to the sign-in page', async () => {
    const customer = await registerCustomer(shop.app);
    for (const request of [
      pageRequest('/admin/orders?status=Pending'),
      pageRequest('/admin/orders', { authorization: `Bearer ${customer.token}` }),
    ]) {
      const refused = await thrown(backoffice.desk(request, 'orders'));
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe(
        request.headers.has('authorization')
          ? '/admin/login?next=%2Fadmin%2Forders'
          : '/admin/login?next=%2Fadmin%2Forders%3Fstatus%3DPending',
      );
    }
    expect(
      await backoffice.whoIsSignedIn(pageRequest('/admin', { cookie: `${STAFF_COOKIE}=${customer.token}` })),
    ).toBeNull();
  });

  it('never accepts the staff cookie on the customer API', async () => {
    const res = await getJson(shop.app, '/api/customer/profile', { cookie: owner.cookie });
    expect(res.statusCode).toBe(401);
  });

  it('gives a clerk orders and returns, and 403 for products, settings, staff and the audit log', async () => {
    await expect(backoffice.desk(clerk.page('/admin/orders'), 'orders')).resolves.toBeTruthy();
    await expect(backoffice.desk(clerk.page('/admin/returns'), 'returns')).resolves.toBeTruthy();
    for (const area of ['catalogue', 'settings', 'staff', 'audit', 'payments'] as const) {
      expect((await thrown(backoffice.desk(clerk.page('/admin/x'), area))).status).toBe(403);
    }
    const desk = await backoffice.desk(clerk.page('/admin'), 'dashboard');
    expect(() => desk.catalogue).toThrow(Response);
  });

  it('refuses a posted change without the session CSRF token or from another site, changing nothing', async () => {
    const before = await shop.database.db.select().from(auditLog);
    const change = async () => 'changed';
    const noToken = await formRequest('/admin/account', { current: 'x' }, { cookie: owner.cookie });
    expect(await backoffice.act(noToken, 'dashboard', change)).toMatchObject({ ok: false, status: 403 });
    const wrongToken = await formRequest('/admin/account', { _csrf: clerk.csrf }, { cookie: owner.cookie });
    expect(await backoffice.act(wrongToken, 'dashboard', change)).toMatchObject({ ok: false, status: 403 });
    const crossSite = await formRequest(
      '/admin/account',
      { _csrf: owner.csrf },
      { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(await backoffice.act(crossSite, 'dashboard', change)).toMatchObject({ ok: false, status: 403 });
    expect(await backoffice.act(await owner.post('/admin/account'), 'dashboard', change)).toEqual({
      ok: true,
      msg: 'changed',
    });
    expect(await shop.database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('signs out: the session row is gone and the cookie no longer opens anything', async () => {
    const me = await staffOf(backoffice, 'manager');
    const out = (await backoffice.signOut(await me.post('/admin/logout'))) as Response;
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie()[0]).toMatch(/^shop_staff=; .*Max-Age=0/);
    expect((await thrown(backoffice.desk(me.page('/admin'), 'dashboard'))).status).toBe(302);
    const rows = await shop.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffUserNo, me.staffUserNo));
    expect(rows).toHaveLength(0);
  });

  it('creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD once, never changing it after', async () => {
    const settings = { ADMIN_EMAIL: 'first.owner@example.test', ADMIN_PASSWORD: 'first-owner-password' };
    expect(await ensureOwnerFromSettings(shop.database.db, settings)).toMatchObject({ created: true });
    expect(
      await ensureOwnerFromSettings(shop.database.db, { ...settings, ADMIN_PASSWORD: 'another-password!' }),
    ).toEqual({ created: false, reason: 'exists' });
    expect(await signInAs(backoffice, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD)).toBeInstanceOf(Response);
  });
});
