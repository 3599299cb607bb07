// Two-step sign-in for staff (docs/product.md#two-step-sign-in): set-up with a code computed here with
// otpauth, sign-in with a code, a code never twice, recovery codes once each, the owners' requirement.
import { desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffRecoveryCodes, staffUsers } from '../../../database/schema';
import { TWO_STEP_CODE_WRONG, TWO_STEP_REQUIRED_BY_SHOP } from '../../../shop-rules/messages/backoffice';
import {
  act,
  cookieOf,
  formRequest,
  pageRequest,
  type SignedInStaff,
  STAFF_PASSWORD,
  signInAs,
  staffOf,
  testBackoffice,
  thrown,
} from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { type Backoffice, CLIENT_ADDRESS_HEADER } from '../backoffice';
import { SIGN_IN_COOKIE, STAFF_COOKIE, STEP_COOKIE } from './session-cookie';

const codeAt = (secret: string, ms: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  });

describe.each(engines)('two-step sign-in for staff (%s)', (engine) => {
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

  /** A change on the account page, which stays open while two-step sign-in is still to be set up. */
  const onAccountPage = async (
    staff: SignedInStaff,
    fields: Record<string, string>,
    change: Parameters<Backoffice['act']>[2],
  ) => backoffice.act(await staff.post('/admin/account', fields), 'dashboard', change, { settingUpTwoStep: true });

  /** Turns it on for a staff member; answers the secret and the recovery codes. */
  async function turnOn(staff: SignedInStaff) {
    const started = (await onAccountPage(staff, {}, (desk) => desk.account.startTwoStep())) as unknown as {
      ok: true;
      setUp: { secret: string; uri: string; qr: string };
    };
    expect(started.setUp.qr).toMatch(/^data:image\/png;base64,/);
    expect(started.setUp.uri).toContain(`secret=${started.setUp.secret}`);
    const secret = started.setUp.secret;
    expect(
      await onAccountPage(staff, { code: '000000' }, (desk, form) => desk.account.confirmTwoStep(form)),
    ).toMatchObject({ ok: false, fields: { code: TWO_STEP_CODE_WRONG } });
    // The previous step's code: the set-up's code is then not the one used at sign-in.
    const confirmed = (await onAccountPage(staff, { code: codeAt(secret, Date.now() - 30_000) }, (d, f) =>
      d.account.confirmTwoStep(f),
    )) as unknown as { ok: true; recoveryCodes: string[] };
    expect(confirmed.recoveryCodes).toHaveLength(10);
    const stored = await shop.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffUserNo, staff.staffUserNo));
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => confirmed.recoveryCodes.includes(r.codeHash))).toBe(false);
    return { secret, recoveryCodes: confirmed.recoveryCodes };
  }

  /** Password, then the code page; answers the code step's cookie. */
  async function password(email: string) {
    const answer = (await signInAs(backoffice, email, STAFF_PASSWORD)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin/sign-in-code?next=%2Fadmin');
    expect(cookieOf(answer, STAFF_COOKIE)).toBe('');
    return cookieOf(answer, STEP_COOKIE);
  }
  async function code(step: string, typed: string, address = '10.3.3.3') {
    const page = await backoffice.signInCodePage(
      pageRequest('/admin/sign-in-code', { cookie: `${STEP_COOKIE}=${step}` }),
    );
    if (page.signedIn || page.timedOut) return { ok: false, timedOut: true };
    const request = await formRequest(
      '/admin/sign-in-code',
      { code: typed, next: '/admin/orders', _csrf: page.formToken },
      { cookie: `${SIGN_IN_COOKIE}=${page.formToken}; ${STEP_COOKIE}=${step}`, [CLIENT_ADDRESS_HEADER]: address },
    );
    return backoffice.signInCode(request);
  }

  it('sets up with a QR code and a confirming code; sign-in then asks for a code, and a code works once', async () => {
    const staff = await staffOf(backoffice, 'clerk');
    const { secret } = await turnOn(staff);
    const [row] = await shop.database.db.select().from(staffUsers).where(eq(staffUsers.staffUserNo, staff.staffUserNo));
    expect(row!.totpConfirmedAt).not.toBeNull();
    const entries = await shop.database.db.select().from(auditLog).where(eq(auditLog.staffUserNo, staff.staffUserNo));
    expect(JSON.stringify(entries)).not.toContain(secret);

    const step = await password(staff.email);
    expect(await code(step, '123456')).toMatchObject({ ok: false, msg: TWO_STEP_CODE_WRONG });
    const now = codeAt(secret, Date.now());
    const signedIn = (await code(step, now)) as Response;
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/admin/orders');
    const cookie = `${STAFF_COOKIE}=${cookieOf(signedIn, STAFF_COOKIE)}`;
    expect((await backoffice.whoIsSignedIn(pageRequest('/admin', { cookie })))?.staff.email).toBe(staff.email);
    const [entry] = await shop.database.db.select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1);
    expect(entry).toMatchObject({ action: 'staff.sign-in', after: { secondStep: 'app' } });

    // The same code again, in a new sign-in: refused. The step is used up too.
    expect(await code(await password(staff.email), now)).toMatchObject({ ok: false, msg: TWO_STEP_CODE_WRONG });
    expect(await code(step, now)).toMatchObject({ timedOut: true });
  });

  it('a recovery code signs in once; five wrong codes end the step', async () => {
    const staff = await staffOf(backoffice, 'manager');
    const { recoveryCodes } = await turnOn(staff);
    const first = recoveryCodes[0]!;
    expect(await code(await password(staff.email), first.toUpperCase())).toBeInstanceOf(Response);
    const [entry] = await shop.database.db.select().from(auditLog).orderBy(desc(auditLog.entryNo)).limit(1);
    expect(entry).toMatchObject({ action: 'staff.sign-in', after: { secondStep: 'recovery-code' } });
    expect(await code(await password(staff.email), first)).toMatchObject({ ok: false, msg: TWO_STEP_CODE_WRONG });

    const step = await password(staff.email);
    for (let i = 0; i < 4; i++) expect(await code(step, 'wrong-code')).toMatchObject({ ok: false });
    expect(await code(step, 'wrong-code')).toMatchObject({ ok: false });
    expect(await code(step, recoveryCodes[1]!)).toMatchObject({ timedOut: true });
    const status = await (await backoffice.desk(staff.page('/admin/account'), 'dashboard')).account.twoStep();
    expect(status).toMatchObject({ on: true, recoveryCodesLeft: 9 });
  });

  it('caps wrong codes per account whatever the address: ten in an hour, then even the right code waits', async () => {
    const staff = await staffOf(backoffice, 'clerk');
    const { secret } = await turnOn(staff);
    let address = 0;
    // Two steps of five wrong codes each, every code from another address.
    for (let s = 0; s < 2; s++) {
      const step = await password(staff.email);
      for (let i = 0; i < 5; i++)
        expect(await code(step, '000000', `10.31.${s}.${++address}`)).toMatchObject({ msg: TWO_STEP_CODE_WRONG });
    }
    const step = await password(staff.email);
    const refused = await code(step, codeAt(secret, Date.now()), '10.32.0.1');
    expect(refused).toMatchObject({ ok: false, status: 429, msg: expect.stringMatching(/^Too many/) });
    // Another account is not held back by it.
    const other = await staffOf(backoffice, 'clerk');
    const otherSecret = (await turnOn(other)).secret;
    expect(await code(await password(other.email), codeAt(otherSecret, Date.now()), '10.32.0.2')).toBeInstanceOf(
      Response,
    );
  });

  it('owners require it for everyone: a staff member without it is sent to set it up, and cannot turn it off', async () => {
    const staff = await staffOf(backoffice, 'clerk');
    await turnOn(owner);
    expect(
      await act(backoffice, owner, 'staff', { required: 'on' }, (desk, form) =>
        desk.staffAccounts.setTwoStepRequired(form),
      ),
    ).toMatchObject({ ok: true });
    try {
      const sent = await thrown(backoffice.desk(staff.page('/admin/orders'), 'orders'));
      expect(sent.status).toBe(302);
      expect(sent.headers.get('location')).toBe('/admin/account?two-step=required');
      const desk = await backoffice.desk(staff.page('/admin/account'), 'dashboard', { settingUpTwoStep: true });
      expect(await desk.account.twoStep()).toMatchObject({ on: false, required: true });

      const { secret } = await turnOn(staff);
      await expect(backoffice.desk(staff.page('/admin/orders'), 'orders')).resolves.toBeDefined();
      expect(
        await act(backoffice, staff, 'dashboard', { code: codeAt(secret, Date.now()) }, (d, f) =>
          d.account.turnOffTwoStep(f),
        ),
      ).toMatchObject({ ok: false, msg: TWO_STEP_REQUIRED_BY_SHOP });
    } finally {
      await act(backoffice, owner, 'staff', {}, (desk, form) => desk.staffAccounts.setTwoStepRequired(form));
    }
    expect(await (await backoffice.desk(owner.page('/admin/staff'), 'staff')).staffAccounts.twoStepRequired()).toBe(
      false,
    );
  });

  it('turns off with a current code, and an owner can clear it for someone who lost their phone', async () => {
    const staff = await staffOf(backoffice, 'clerk');
    const { secret } = await turnOn(staff);
    expect(
      await act(backoffice, staff, 'dashboard', { code: codeAt(secret, Date.now()) }, (d, f) =>
        d.account.turnOffTwoStep(f),
      ),
    ).toMatchObject({ ok: true });
    expect((await signInAs(backoffice, staff.email, STAFF_PASSWORD)) as Response).toMatchObject({ status: 303 });
    await turnOn(staff);
    expect(
      await act(backoffice, owner, 'staff', {}, (desk) => desk.staffAccounts.clearTwoStep(staff.staffUserNo)),
    ).toMatchObject({ ok: true });
    const answer = (await signInAs(backoffice, staff.email, STAFF_PASSWORD)) as Response;
    expect(answer.headers.get('location')).toBe('/admin');
  });
});
