// The outbox's sender against a real SMTP server started here: two senders on one database deliver
// every mail once; a mail server that refuses (4xx, 5xx) or is not there leaves the mail waiting, a
// longer while after each failure, until it answers; after its time a mail is given up.
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../database/connect';
import { mailOutbox } from '../../database/schema';
import { freePort } from '../../scripts/shop-server.mjs';
import { startTestSmtpServer } from '../test-support/smtp-server';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';
import { createDelivery, type Deliver, messageIdOf } from './mail-delivery';
import { addToOutbox, type OutboxRow } from './mail-outbox';
import { createMailSender } from './mail-sender';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

describe.each(engines)('the mail sender (%s)', (engine) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let shop: TestShop;
  let second: DatabaseHandle | undefined;
  let batch = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The app's own sender delivers to the same server, so even a round of its timer cannot hide a mail.
    shop = await createTestShop(engine, { SMTP_URL: smtp.url });
    if (engine === 'postgres') {
      // A second server's connection pool on the same database.
      const result = (await shop.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      second = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    }
  });
  afterAll(async () => {
    await second?.close();
    await shop?.close();
    await smtp?.close();
  });

  const db = () => shop.database.db;
  const smtpDelivery = () => createDelivery(shop.config);
  const sender = (deliver: Deliver, on: Database = db()) =>
    createMailSender({ db: on, deliver, log: quiet, claimSeconds: 120 });
  const idOf = (m: OutboxRow) => messageIdOf(m, 'localhost');
  const rowsOf = (mailNos: number[]) =>
    db().select().from(mailOutbox).where(inArray(mailOutbox.mailNo, mailNos)).orderBy(mailOutbox.mailNo);

  /** Mails written as a change's transaction writes them, to addresses of this batch. */
  // A moment at which a mail just added is due: its next_attempt_at is the database's clock in
  // microseconds, while Date.now() is cut to milliseconds, so 'now' could fall just before it.
  const dueNow = () => Date.now() + 1;

  async function addMails(n: number): Promise<number[]> {
    const b = ++batch;
    const to = Array.from({ length: n }, (_, i) => `b${b}-r${i}@example.test`);
    await addToOutbox(
      db(),
      to.map((address) => ({
        kind: 'order-status',
        orderNo: null,
        to: address,
        subject: `Test ${address}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      })),
    );
    const rows = await db()
      .select({ mailNo: mailOutbox.mailNo })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, to))
      .orderBy(mailOutbox.mailNo);
    return rows.map((r) => r.mailNo);
  }
  const arrivals = (messageId: string) => smtp.received.filter((m) => m.messageId === messageId).length;

  it('delivers each of 40 mails exactly once when two senders claim at the same time', async () => {
    const mailNos = await addMails(40);
    const deliveredBy = { a: 0, b: 0 };
    const counting = (who: 'a' | 'b'): Deliver => {
      const deliver = smtpDelivery();
      return async (mail) => {
        await deliver(mail);
        deliveredBy[who]++;
      };
    };
    // Two senders, four lanes each; on PostgreSQL each with its own connection pool, like two servers.
    await Promise.all([sender(counting('a')).sendDue(), sender(counting('b'), second?.db ?? db()).sendDue()]);

    const rows = await rowsOf(mailNos);
    expect(rows.map((r) => r.status)).toEqual(mailNos.map(() => 'sent'));
    expect(rows.map((r) => arrivals(idOf(r)))).toEqual(mailNos.map(() => 1));
    expect(rows.map((r) => r.attempts)).toEqual(mailNos.map(() => 1));
    expect(deliveredBy.a).toBeGreaterThan(0);
    expect(deliveredBy.b).toBeGreaterThan(0);
  });

  it('keeps a mail refused with 451 waiting a minute, and sends it once the server takes it', async () => {
    const [mailNo] = await addMails(1);
    const t0 = dueNow();
    smtp.refuseNext(1, 451);
    const s = sender(smtpDelivery());
    await s.sendDue(new Date(t0));
    let [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/^451 /);
    expect(row!.nextAttemptAt.getTime()).toBe(t0 + MINUTE);

    await s.sendDue(new Date(t0 + 59_000));
    expect(arrivals(idOf(row!))).toBe(0);
    await s.sendDue(new Date(t0 + MINUTE));
    [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(arrivals(idOf(row!))).toBe(1);
  });

  it('waits 1, 2, then 4 minutes after failures, also for 5xx answers', async () => {
    const [mailNo] = await addMails(1);
    const t0 = dueNow();
    smtp.refuseNext(3, 550);
    const s = sender(smtpDelivery());
    const waits: number[] = [];
    let at = t0;
    for (let i = 0; i < 3; i++) {
      await s.sendDue(new Date(at));
      const [row] = await rowsOf([mailNo!]);
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1 });
      expect(row!.lastError).toMatch(/^550 /);
      waits.push((row!.nextAttemptAt.getTime() - at) / MINUTE);
      at = row!.nextAttemptAt.getTime();
    }
    expect(waits).toEqual([1, 2, 4]);
    await s.sendDue(new Date(at));
    const [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 4 });
    expect(arrivals(idOf(row!))).toBe(1);
  });

  it('keeps mails waiting while no mail server listens, and a sender that reaches one sends them', async () => {
    const mailNos = await addMails(2);
    const t0 = dueNow();
    const closedPort = await freePort();
    await sender(createDelivery({ ...shop.config, SMTP_URL: `smtp://127.0.0.1:${closedPort}` })).sendDue(new Date(t0));
    let rows = await rowsOf(mailNos);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED/);

    await sender(smtpDelivery()).sendDue(new Date(t0 + MINUTE));
    rows = await rowsOf(mailNos);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.map((r) => arrivals(idOf(r)))).toEqual([1, 1]);
  });

  it('keeps a mail waiting while its outbox folder cannot be written (a full disk), then writes it', async () => {
    const [mailNo] = await addMails(1);
    const t0 = dueNow();
    const notAFolder = path.join(shop.dataDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const folder = (dir: string) => createDelivery({ ...shop.config, SMTP_URL: undefined, outboxDir: dir });
    await sender(folder(path.join(notAFolder, 'outbox'))).sendDue(new Date(t0));
    let [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/^ENOTDIR/);

    const outbox = path.join(shop.dataDir, 'eml');
    await sender(folder(outbox)).sendDue(new Date(t0 + MINUTE));
    [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const files = fs.readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-outbox-${mailNo}\\.eml$`))]);
    expect(fs.readFileSync(path.join(outbox, files[0]!), 'utf8')).toContain(`Message-ID: ${idOf(row!)}`);
  });

  it('gives a mail up once its three days are over, and tries it no more', async () => {
    const [mailNo] = await addMails(1);
    const [fresh] = await rowsOf([mailNo!]);
    expect(fresh!.giveUpAt.getTime() - fresh!.createdAt.getTime()).toBe(3 * 24 * 60 * MINUTE);
    await db()
      .update(mailOutbox)
      .set({ giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.mailNo, mailNo!));
    smtp.refuseNext(1, 550);
    const s = sender(smtpDelivery());
    await s.sendDue();
    let [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'given-up', attempts: 1 });
    await s.sendDue(new Date(Date.now() + 24 * 60 * MINUTE));
    [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'given-up', attempts: 1 });
    expect(arrivals(idOf(row!))).toBe(0);
  });

  it('takes again a mail whose sender stopped mid-send, once its claim is over', async () => {
    const [mailNo] = await addMails(1);
    const t0 = dueNow();
    // As a sender killed between claiming and finishing leaves it: 'sending', claimed for two minutes.
    await db()
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(t0 + 120_000) })
      .where(eq(mailOutbox.mailNo, mailNo!));
    const s = sender(smtpDelivery());
    await s.sendDue(new Date(t0 + 119_000));
    let [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'sending', attempts: 1 });
    await s.sendDue(new Date(t0 + 120_000));
    [row] = await rowsOf([mailNo!]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(arrivals(idOf(row!))).toBe(1);
  });

  it('on stop, finishes the send in flight and takes no other mail', async () => {
    const mailNos = await addMails(3);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const deliver = smtpDelivery();
    let started = 0;
    const s = createMailSender({
      db: db(),
      log: quiet,
      claimSeconds: 120,
      lanes: 1,
      deliver: async (mail) => {
        started++;
        await gate;
        await deliver(mail);
      },
    });
    s.start();
    for (let i = 0; i < 100 && started === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const stopped = s.stop();
    release();
    await stopped;
    const rows = await rowsOf(mailNos);
    expect(started).toBe(1);
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'pending', 'sent']);
  });
});
