// The back office's undelivered mails: listed with when, to whom, what, attempts and the last error;
// an owner or manager sends one again (audited), a clerk and an anonymous visitor may do neither.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../database/schema';
import { addToOutbox } from '../../mail/mail-outbox';
import { waitForMail } from '../../test-support/order-fixtures';
import { act, pageRequest, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('undelivered mails in the back office (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let clerk: SignedInStaff;
  const no: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    [owner, manager, clerk] = await Promise.all([
      staffOf(backoffice, 'owner'),
      staffOf(backoffice, 'manager'),
      staffOf(backoffice, 'clerk'),
    ]);
    const mail = (to: string, subject: string) => ({
      kind: 'order-status' as const,
      orderNo: 7,
      to,
      subject,
      text: 'Your order.',
      html: '<p>Your order.</p>',
    });
    await addToOutbox(shop.database.db, [
      mail('gone@example.test', 'Order 7 has arrived'),
      mail('later@example.test', 'Order 7 is on its way'),
      mail('fresh@example.test', 'Fresh mail'),
      mail('done@example.test', 'Delivered mail'),
    ]);
    const rows = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderNo, 7));
    for (const r of rows) no[r.toAddress.split('@')[0]!] = r.mailNo;
    const set = (mailNo: number, values: PgUpdateSetSource<typeof mailOutbox>) =>
      shop.database.db.update(mailOutbox).set(values).where(eq(mailOutbox.mailNo, mailNo));
    // As the sender leaves them: given up, failed once and waiting, not tried yet, sent.
    await set(no.gone!, {
      status: 'given-up',
      attempts: 41,
      lastError: '550 5.1.1 Mailbox unavailable',
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    await set(no.later!, {
      status: 'pending',
      attempts: 1,
      lastError: '451 Mail system busy, try again later',
      nextAttemptAt: sql`now() + interval '1 minute'`,
    });
    await set(no.fresh!, { nextAttemptAt: sql`now() + interval '1 hour'` });
    await set(no.done!, { status: 'sent', attempts: 1, sentAt: sql`now()` });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const mailsDesk = (staff: SignedInStaff) => backoffice.desk(staff.page('/admin/mails'), 'mails');
  const sendAgain = (staff: SignedInStaff, mailNo: number | string) =>
    act(backoffice, staff, 'mails', { mailNo: String(mailNo) }, (d, form) =>
      d.mails.sendAgain(Number(form.get('mailNo'))),
    );
  const row = async (mailNo: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.mailNo, mailNo)))[0]!;

  it('lists mails given up and waiting after a failure, newest first: when, whom, what, attempts, error', async () => {
    for (const staff of [owner, manager]) {
      const list = await (await mailsDesk(staff)).mails.undelivered();
      expect(list.total).toBe(2);
      // The mail not tried yet is on its way; the sent one is not counted, nor the two that failed.
      expect(list.onTheirWay).toBe(1);
      expect(list.rows).toEqual([
        {
          mailNo: no.later,
          kind: 'order-status',
          orderNo: 7,
          to: 'later@example.test',
          subject: 'Order 7 is on its way',
          status: 'pending',
          attempts: 1,
          lastError: '451 Mail system busy, try again later',
          createdAt: expect.any(String),
          nextAttemptAt: expect.any(String),
        },
        {
          mailNo: no.gone,
          kind: 'order-status',
          orderNo: 7,
          to: 'gone@example.test',
          subject: 'Order 7 has arrived',
          status: 'given-up',
          attempts: 41,
          lastError: '550 5.1.1 Mailbox unavailable',
          createdAt: expect.any(String),
          nextAttemptAt: null,
        },
      ]);
      expect(Date.parse(list.rows[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(
      (await (await backoffice.desk(owner.page('/admin'), 'dashboard')).dashboard.summary()).undeliveredMails,
    ).toBe(2);
  });

  it('refuses the list and the resend to a clerk (403) and sends an anonymous visitor to sign in', async () => {
    expect((await thrown(mailsDesk(clerk))).status).toBe(403);
    expect((await thrown(sendAgain(clerk, no.gone!))).status).toBe(403);
    const anonymous = await thrown(backoffice.desk(pageRequest('/admin/mails'), 'mails'));
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fmails');
    expect(await row(no.gone!)).toMatchObject({ status: 'given-up', attempts: 41 });
  });

  it('sends a given-up mail again at once, audited: the nudged sender delivers it', async () => {
    const before = await row(no.gone!);
    expect(await sendAgain(manager, no.gone!)).toEqual({ ok: true, msg: `Mail ${no.gone} will be sent again now.` });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, String(no.gone))))
      .orderBy(desc(auditLog.entryNo));
    expect(entry).toMatchObject({
      action: 'mail.resend',
      staffUserNo: manager.staffUserNo,
      before: { status: 'given-up', attempts: 41, kind: 'order-status', orderNo: 7 },
      after: { status: 'pending', attempts: 0, kind: 'order-status', orderNo: 7 },
    });
    expect(JSON.stringify(entry)).not.toContain('gone@example.test');

    // The app's sender, woken by the commit, sends it at once: a first attempt of three new days.
    expect(await waitForMail(shop.config.outboxDir, ['To: gone@example.test', 'Order 7 has arrived'])).toMatch(
      /Message-ID: <outbox-\d+\./,
    );
    for (let i = 0; i < 100 && (await row(no.gone!)).status !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 20));
    const after = await row(no.gone!);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(after.giveUpAt.getTime()).toBeGreaterThan(before.giveUpAt.getTime());
    expect((await (await mailsDesk(owner)).mails.undelivered()).rows.map((r) => r.mailNo)).toEqual([no.later]);
  });

  it('refuses to send again a mail already sent, one being sent, or no mail at all, changing nothing', async () => {
    const audits = (await db().select().from(auditLog).where(eq(auditLog.entity, 'mail'))).length;
    expect(await sendAgain(owner, no.done!)).toMatchObject({
      ok: false,
      status: 409,
      msg: 'This mail has been sent already.',
    });
    await db()
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(eq(mailOutbox.mailNo, no.later!));
    expect(await sendAgain(owner, no.later!)).toMatchObject({
      ok: false,
      status: 409,
      msg: expect.stringMatching(/^This mail is being sent right now/),
    });
    expect(await sendAgain(owner, 99_999_999)).toMatchObject({ ok: false, status: 404, msg: 'No such mail.' });
    expect(await sendAgain(owner, 'x')).toMatchObject({ ok: false, status: 404 });
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, 'mail'))).toHaveLength(audits);
    const noToken = await owner.post('/admin/mails', { mailNo: String(no.fresh), _csrf: 'wrong' });
    expect(
      await backoffice.act(noToken, 'mails', (d, form) => d.mails.sendAgain(Number(form.get('mailNo')))),
    ).toMatchObject({ ok: false, status: 403 });
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.mailNo, [no.done!, no.fresh!]));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'sent']);
  });
});
