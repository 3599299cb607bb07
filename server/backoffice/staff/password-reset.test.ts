// Staff password reset by e-mail (docs/product.md#staff-password-reset): one answer for any address,
// the mail in the outbox with the link, the link once and for one hour, limits on asking.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, staffPasswordResets } from '../../../database/schema';
import {
  RESET_DONE,
  RESET_EMAIL_REQUIRED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from '../../../shop-rules/messages/backoffice';
import {
  formRequest,
  pageRequest,
  type SignedInStaff,
  STAFF_PASSWORD,
  signInAs,
  staffOf,
  testBackoffice,
} from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import { type Backoffice, CLIENT_ADDRESS_HEADER } from '../backoffice';
import { createStaffAccount } from './first-owner';
import { requestPasswordReset } from './password-reset';
import { SIGN_IN_COOKIE } from './session-cookie';
import { createSignInLimits } from './sign-in';

const NEW_PASSWORD = 'a-brand-new-password-42';
let n = 0;

describe.each(engines)('staff password reset by e-mail (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A form of the signed-out pages, with the page's own token. */
  async function signedOutPost(path: string, fields: Record<string, string>, address = `10.7.0.${++n}`) {
    const page = await backoffice.signInPage(pageRequest('/admin/forgot-password'));
    if (page.signedIn) throw new Error('unexpected session');
    return formRequest(
      path,
      { ...fields, _csrf: page.formToken },
      { cookie: `${SIGN_IN_COOKIE}=${page.formToken}`, [CLIENT_ADDRESS_HEADER]: address },
    );
  }
  const ask = async (email: string, address?: string) =>
    backoffice.requestPasswordReset(await signedOutPost('/admin/forgot-password', { email }, address));
  const reset = async (token: string, password = NEW_PASSWORD, confirm = password) =>
    backoffice.resetPassword(await signedOutPost('/admin/reset-password', { token, password, confirm }));
  const linkPage = (token: string) =>
    backoffice.resetPasswordPage(pageRequest(`/admin/reset-password?token=${encodeURIComponent(token)}`));

  async function lastMailTo(email: string) {
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.mailNo))
      .limit(1);
    return mail;
  }
  const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

  it("keeps the browser's form token while its cookie lasts, and makes a new one for a cookie of another shape", async () => {
    const first = await backoffice.signInPage(pageRequest('/admin/forgot-password'));
    if (first.signedIn) throw new Error('unexpected session');
    expect(first.formToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The reset page loaded after the forgot page's form: the form on screen keeps working.
    const withCookie = pageRequest('/admin/reset-password?token=x', { cookie: `${SIGN_IN_COOKIE}=${first.formToken}` });
    expect((await backoffice.resetPasswordPage(withCookie)).formToken).toBe(first.formToken);
    const odd = pageRequest('/admin/login', { cookie: `${SIGN_IN_COOKIE}=<script>` });
    const fresh = await backoffice.signInPage(odd);
    if (fresh.signedIn) throw new Error('unexpected session');
    expect(fresh.formToken).not.toBe('<script>');
    expect(fresh.formToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails a link to a staff member, says the same for an unknown address, and the link works once', async () => {
    const staff: SignedInStaff = await staffOf(backoffice, 'clerk');
    const before = await shop.database.db.select().from(mailOutbox);
    expect(await ask('nobody-here@example.test')).toEqual({ ok: true, msg: RESET_REQUESTED });
    await backoffice.resetQueue.run();
    expect(await shop.database.db.select().from(mailOutbox)).toHaveLength(before.length);

    expect(await ask(staff.email.toUpperCase())).toEqual({ ok: true, msg: RESET_REQUESTED });
    // The form only queued the address; the queue makes the link and the mail.
    expect(await lastMailTo(staff.email)).toBeUndefined();
    await backoffice.resetQueue.run();
    const mail = await lastMailTo(staff.email);
    expect(mail).toMatchObject({ kind: 'staff-password-reset', orderNo: null });
    const token = tokenIn(mail!.textBody);
    expect(mail!.textBody).toContain(`${shop.config.publicBaseUrl}/admin/reset-password?token=${token}`);
    // Only the token's digest is kept.
    const rows = await shop.database.db.select().from(staffPasswordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    expect((await linkPage(token)).works).toBe(true);
    expect(await reset(token, 'short', 'short')).toMatchObject({ ok: false, fields: { password: expect.any(String) } });
    expect((await linkPage(token)).works).toBe(true); // a refused password does not use the link up
    const done = (await reset(token)) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/login?reset=done');
    expect(backoffice.resetDoneMessage).toBe(RESET_DONE);

    // Once only; the old session ended; the new password signs in, the old one does not.
    expect(await reset(token, 'another-long-password')).toMatchObject({ ok: false, msg: RESET_LINK_INVALID });
    expect((await linkPage(token)).works).toBe(false);
    expect(await backoffice.whoIsSignedIn(staff.page('/admin'))).toBeNull();
    expect(await signInAs(backoffice, staff.email, STAFF_PASSWORD)).toMatchObject({ ok: false });
    expect(await signInAs(backoffice, staff.email, NEW_PASSWORD)).toBeInstanceOf(Response);
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password-reset-by-mail'))
      .orderBy(desc(auditLog.entryNo))
      .limit(1);
    expect(entry).toMatchObject({ entity: 'staff', entityId: String(staff.staffUserNo) });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it('a link no longer works after one hour', async () => {
    const staff = await staffOf(backoffice, 'manager');
    const limits = createSignInLimits();
    const anHourAgo = new Date(Date.now() - 60 * 60_000 - 1000);
    await requestPasswordReset(shop.database.db, limits, {
      email: staff.email,
      address: '10.8.0.1',
      publicBaseUrl: shop.config.publicBaseUrl,
      shopName: 'Test shop',
      now: anHourAgo,
    });
    await backoffice.resetQueue.run();
    const token = tokenIn((await lastMailTo(staff.email))!.textBody);
    expect((await linkPage(token)).works).toBe(false);
    expect(await reset(token)).toMatchObject({ ok: false, msg: RESET_LINK_INVALID, status: 409 });
    expect(await backoffice.whoIsSignedIn(staff.page('/admin'))).not.toBeNull();

    const fresh = new Date(Date.now() - 59 * 60_000);
    await requestPasswordReset(shop.database.db, limits, {
      email: staff.email,
      address: '10.8.0.1',
      publicBaseUrl: shop.config.publicBaseUrl,
      shopName: 'Test shop',
      now: fresh,
    });
    await backoffice.resetQueue.run();
    expect((await linkPage(tokenIn((await lastMailTo(staff.email))!.textBody))).works).toBe(true);
  });

  it('limits asking per e-mail address and per client address, with the same answer for unknown addresses', async () => {
    const staff = await staffOf(backoffice, 'clerk');
    for (let i = 0; i < 3; i++) expect(await ask(staff.email)).toMatchObject({ ok: true });
    expect(await ask(staff.email)).toMatchObject({ ok: false, status: 429, msg: expect.stringMatching(/Too many/) });
    for (let i = 0; i < 3; i++) expect(await ask('ghost@example.test')).toMatchObject({ ok: true });
    expect(await ask('ghost@example.test')).toMatchObject({ ok: false, status: 429 });
    const address = '10.6.6.6';
    for (let i = 0; i < 10; i++) expect(await ask(`someone${i}@example.test`, address)).toMatchObject({ ok: true });
    expect(await ask('someone-else@example.test', address)).toMatchObject({ ok: false, status: 429 });
  });

  it('answers a known and an unknown address in the same time, over 50 tries each', async () => {
    const TRIES = 50;
    /** Staff addresses never asked before (an address may ask three times an hour), and as many unknown. */
    const addresses = async (r: number) => {
      const known: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const email = `timing-${r}-${i}-${engine}@example.test`;
        await createStaffAccount(shop.database.db, {
          email,
          password: STAFF_PASSWORD,
          role: 'clerk',
          name: `Timing ${r} ${i}`,
        });
        known.push(email);
      }
      return { known, unknown: known.map((_, i) => `nobody-${r}-${i}-${engine}@example.test`) };
    };
    const timed = async (email: string, address: string) => {
      const request = await signedOutPost('/admin/forgot-password', { email }, address);
      const started = performance.now();
      const answer = await backoffice.requestPasswordReset(request);
      const ms = performance.now() - started;
      expect(answer).toEqual({ ok: true, msg: RESET_REQUESTED });
      return ms;
    };
    for (let i = 0; i < 10; i++) await timed(`warm-${i}@example.test`, `10.4.0.${i}`);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const median = (xs: number[]) => sorted(xs)[Math.floor((xs.length - 1) / 2)]!;
    /** One round of 50 pairs; answers what it saw, or null when the two kinds took the same time. */
    const mailed: string[] = [];
    const round = async (r: number): Promise<string | null> => {
      const { known, unknown } = await addresses(r);
      mailed.push(...known.slice(0, 3));
      const times = { known: [] as number[], unknown: [] as number[] };
      // In pairs, in a random order within each pair, each from its own address (the limits stay out of it).
      for (let i = 0; i < TRIES; i++) {
        const pair = [
          ['known', known[i]!],
          ['unknown', unknown[i]!],
        ] as const;
        for (const [kind, email] of Math.random() < 0.5 ? pair : [...pair].reverse())
          times[kind].push(await timed(email, `10.${5 + r}.${i}.${kind === 'known' ? 1 : 2}`));
      }
      // The noise: the standard error of the difference of two medians, from each kind's robust spread
      // (1.4826 × the median absolute deviation estimates the standard deviation; a median's standard
      // error is 1.253 σ/√n); a quarter of a millisecond at least, below what a clock on a loaded machine tells.
      const sigma = (xs: number[]) => 1.4826 * median(xs.map((x) => Math.abs(x - median(xs))));
      const standardError = (xs: number[]) => (1.253 * sigma(xs)) / Math.sqrt(xs.length);
      const noise = Math.max(0.25, 3 * Math.hypot(standardError(times.known), standardError(times.unknown)));
      const difference = Math.abs(median(times.known) - median(times.unknown));
      // How often a known address took longer than an unknown one, over every pair of tries: 0.5 when alike.
      let slower = 0;
      for (const k of times.known) for (const u of times.unknown) slower += k > u ? 1 : k === u ? 0.5 : 0;
      const share = slower / (TRIES * TRIES);
      const alike = difference <= noise && share > 0.3 && share < 0.7;
      return alike
        ? null
        : `known median ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, noise ${noise.toFixed(2)} ms, known slower in ${(share * 100).toFixed(0)} % of pairs`;
    };
    // A real difference (a look-up or a hash for known addresses only) shows in every round; a burst of
    // another process's work on a loaded machine lands in one round, not in three.
    const rounds: string[] = [];
    for (let r = 0; r < 3; r++) {
      const seen = await round(r);
      if (seen === null) break;
      rounds.push(seen);
    }
    expect(rounds.length, rounds.join('; ')).toBeLessThan(3);
    // And the queue still mails every known address.
    while ((await backoffice.resetQueue.run()) > 0);
    for (const email of mailed) expect(await lastMailTo(email)).toMatchObject({ kind: 'staff-password-reset' });
  }, 300_000);

  it('names a blank address on its field, in the words the page uses', async () => {
    expect(await ask('   ', '10.9.0.1')).toMatchObject({ ok: false, fields: { email: RESET_EMAIL_REQUIRED } });
  });

  it('refuses a form without its page token', async () => {
    const request = await formRequest('/admin/forgot-password', { email: 'x@example.test' });
    expect(await backoffice.requestPasswordReset(request)).toMatchObject({ ok: false, status: 403 });
    expect(await reset('not-a-token')).toMatchObject({ ok: false, msg: RESET_LINK_INVALID });
  });
});
