// The road from the shelf to the bank through the back office's own paths: areas, runs, the driver's
// actions (once per key, from two servers), three attempts, the cash chain, the reconciliation and a
// courier's settlement; and every refusal a driver or the staff can meet.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  deliveryAttempts,
  deliveryDayChoices,
  mailOutbox,
  orderStatusHistory,
  orders,
  payments,
  staffUsers,
} from '../../../database/schema';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import {
  NEW_DAY_EXPIRED,
  NEW_DAY_NO_MORE_ATTEMPTS,
  NEW_DAY_NOT_OFFERED,
  NEW_DAY_UNKNOWN,
} from '../../../shop-rules/delivery/new-day';
import { PHOTO_MAX_BYTES, PHOTO_NOT_A_PICTURE, PHOTO_TOO_BIG } from '../../../shop-rules/delivery/proof';
import { shopDay } from '../../../shop-rules/shop-time';
import { mediaStoreFor } from '../../media/open-store';
import { createShopServices } from '../../storefront-context';
import { addProduct, orderBody, productStock } from '../../test-support/order-fixtures';
import { postJson } from '../../test-support/requests';
import { act, type SignedInStaff, staffOf, testBackoffice, thrown } from '../../test-support/staff-desk';
import { createTestShop, engines, type TestShop } from '../../test-support/test-shop';
import type { Backoffice } from '../backoffice';

describe.each(engines)('delivery and cash on the road (%s)', (engine) => {
  let shop: TestShop;
  let backoffice: Backoffice;
  let second: Backoffice;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  let ravi: SignedInStaff;
  let anya: SignedInStaff;
  let lamp: number;
  let town: number;
  let areaTown: number;
  let address = 0;
  const today = shopDay();

  beforeAll(async () => {
    shop = await createTestShop(engine);
    backoffice = testBackoffice(shop.database.db, shop.config);
    // A second server of the shop on the same database.
    second = testBackoffice(shop.database.db, shop.config);
    owner = await staffOf(backoffice, 'owner');
    clerk = await staffOf(backoffice, 'clerk');
    ravi = await staffOf(backoffice, 'driver');
    anya = await staffOf(backoffice, 'driver');
    await shop.database.db.update(staffUsers).set({ name: 'Anya' }).where(eq(staffUsers.staffUserNo, anya.staffUserNo));
    lamp = await addProduct(shop.database.db, { name: 'Brass Diya Lamp', salesPrice: '75.00', stock: 50 });
    const [city] = await shop.database.db.insert(cities).values({ name: 'Test Town', island: 'Trinidad' }).returning();
    town = city!.cityNo;
    const [other] = await shop.database.db.insert(cities).values({ name: 'Area Town', island: 'Trinidad' }).returning();
    areaTown = other!.cityNo;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.database.db;
  const place = async (quantity = 1, fields: Record<string, unknown> = {}): Promise<number> => {
    const res = await postJson(
      shop.app,
      '/api/shop/SaveOrder',
      orderBody([{ ProductNo: lamp, Quantity: quantity }], {
        CustomerMobile: '7123456',
        CustomerCityNo: town,
        ...fields,
      }),
      { 'x-forwarded-for': `10.8.0.${++address}` },
    );
    expect(res.json()).toMatchObject({ success: true });
    return res.json().OrderNo;
  };
  const processed = async (orderNo: number) => {
    const done = await act(backoffice, owner, 'orders', { status: 'Processed', comment: '' }, (d, form) =>
      d.orders.changeStatus(orderNo, form),
    );
    expect(done).toMatchObject({ ok: true });
  };
  const readyOrder = async (quantity = 1) => {
    const n = await place(quantity);
    await processed(n);
    return n;
  };
  const build = async (driver: SignedInStaff, orderNos: number[]) => {
    const done = await act(
      backoffice,
      clerk,
      'delivery',
      { day: today, driver: String(driver.staffUserNo), order: orderNos.map(String) },
      (d, form) => d.delivery.buildRun(form),
    );
    expect(done).toMatchObject({ ok: true });
    return (done as unknown as { runNo: number }).runNo;
  };
  const leave = (runNo: number) => act(backoffice, clerk, 'delivery', {}, (d) => d.delivery.leaveRun(runNo));
  const driving = (driver: SignedInStaff, office = backoffice) => office.desk(driver.page('/driver'), 'driving');
  const sheet = async (driver: SignedInStaff, runNo: number) => (await driving(driver)).driving.sheet(runNo);
  const send = async (
    driver: SignedInStaff,
    actions: unknown[],
    office = backoffice,
    photos?: ReadonlyMap<string, Uint8Array>,
  ) => (await driving(driver, office)).driving.send(actions, photos);
  const key = () => crypto.randomUUID();
  const order = async (orderNo: number) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const mailsOf = async (orderNo: number) =>
    await db()
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, orderNo), eq(mailOutbox.kind, 'delivery-news')))
      .orderBy(mailOutbox.mailNo);

  it('keeps areas: a city moves into one, with its weekdays and extra charge', async () => {
    const saved = await act(
      backoffice,
      owner,
      'delivery',
      { name: 'Test Area', weekday: ['1', '3', '5'], extraCharge: '15.00', served: 'on', city: String(areaTown) },
      (d, form) => d.delivery.saveArea(null, form),
    );
    expect(saved).toMatchObject({ ok: true });
    const page = await (await backoffice.desk(owner.page('/admin/delivery/areas'), 'delivery')).delivery.areas();
    expect(page.areas).toContainEqual(
      expect.objectContaining({
        name: 'Test Area',
        weekdays: [1, 3, 5],
        extraCharge: 1500,
        served: true,
        cityNos: [areaTown],
      }),
    );
    expect(page.minimum).toEqual({ on: false, amount: 50_000 });
  });

  it('lets a driver see only their own runs, and nothing of the office', async () => {
    const runNo = await build(ravi, [await readyOrder()]);
    expect((await sheet(ravi, runNo)).stops).toHaveLength(1);
    const refused = await thrown(sheet(anya, runNo));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe("This run is another driver's.");
    expect((await thrown(backoffice.desk(ravi.page('/admin/delivery/runs'), 'delivery'))).status).toBe(403);
    expect((await thrown(backoffice.desk(clerk.page('/driver'), 'driving'))).status).toBe(403);
    expect((await thrown(backoffice.desk(clerk.page('/admin/cash'), 'cash'))).status).toBe(403);
  });

  it('moves a run’s orders to Shipped and Enroute when it leaves on its day, and tells the customers', async () => {
    const [a, b] = [await readyOrder(), await readyOrder()];
    const runNo = await build(ravi, [b, a]);
    const before = await sheet(ravi, runNo);
    expect(before.stops.map((s) => s.orderNo)).toEqual([b, a]);
    const reordered = await act(
      backoffice,
      clerk,
      'delivery',
      { stop: [...before.stops].reverse().map((s) => String(s.stopNo)) },
      (d, form) => d.delivery.orderStops(runNo, form),
    );
    expect(reordered).toMatchObject({ ok: true });
    expect((await sheet(ravi, runNo)).stops.map((s) => s.orderNo)).toEqual([a, b]);
    expect(await leave(runNo)).toMatchObject({
      ok: true,
      msg: `Run ${runNo} has left: its orders are out for delivery today.`,
    });
    expect((await order(a)).status).toBe('Enroute');
    expect((await mailsOf(a)).map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Order ${a} has left our shop`)),
      expect.stringMatching(new RegExp(`^Order ${a}: out for delivery today`)),
    ]);
    expect(await leave(runNo)).toMatchObject({ ok: false, msg: 'The run has already left.' });
    // An order on a run cannot go on a second one.
    const again = await act(
      backoffice,
      clerk,
      'delivery',
      { day: today, driver: String(anya.staffUserNo), order: String(a) },
      (d, form) => d.delivery.buildRun(form),
    );
    expect(again).toMatchObject({ ok: false });
  });

  it('records a delivery once per key, even sent twice at once through two servers', async () => {
    const n = await readyOrder(2); // TT$150 + TT$40 freight
    const runNo = await build(ravi, [n]);
    await leave(runNo);
    const stopNo = (await sheet(ravi, runNo)).stops[0]!.stopNo;
    const action = {
      key: key(),
      stopNo,
      outcome: 'delivered',
      receiver: 'Kim',
      amount: 19_000,
      method: 'cash',
      at: new Date().toISOString(),
    };
    const [one, two] = await Promise.all([send(ravi, [action]), send(ravi, [action], second)]);
    expect([one[0], two[0]]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ok: true, again: false }),
        expect.objectContaining({ ok: true, again: true }),
      ]),
    );
    expect(await send(ravi, [action])).toEqual([expect.objectContaining({ ok: true, again: true })]);
    expect(await db().select().from(deliveryAttempts).where(eq(deliveryAttempts.orderNo, n))).toHaveLength(1);
    const paid = await db().select().from(payments).where(eq(payments.orderNo, n));
    expect(paid).toEqual([expect.objectContaining({ provider: 'cash', chargedTotal: '190.00' })]);
    expect(await order(n)).toMatchObject({ status: 'Arrived', paymentStatus: 'Paid' });
    expect((await mailsOf(n)).filter((m) => m.subject.startsWith(`Order ${n} delivered`))).toHaveLength(1);
  });

  it('keeps a photo of proof once and privately, and refuses one that is not a picture or too big', async () => {
    const media = mediaStoreFor(shop.config);
    const photosKept = async () => {
      const keys: string[] = [];
      for await (const k of media.list()) if (k.startsWith('private/delivery-photos/')) keys.push(k);
      return keys;
    };
    const before = (await photosKept()).length;
    const [a, b] = [await readyOrder(), await readyOrder()];
    const runNo = await build(ravi, [a, b]);
    await leave(runNo);
    const stops = (await sheet(ravi, runNo)).stops;
    const stopOf = (orderNo: number) => stops.find((s) => s.orderNo === orderNo)!.stopNo;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]);
    const failed = { key: key(), stopNo: stopOf(a), outcome: 'failed', reason: 'not-home' };
    // Not a picture, whatever it is called: refused, nothing recorded or kept.
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await send(ravi, [failed], backoffice, new Map([[failed.key, html]]))).toEqual([
      { key: failed.key, ok: false, status: 400, msg: PHOTO_NOT_A_PICTURE },
    ]);
    const huge = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect(await send(ravi, [failed], backoffice, new Map([[failed.key, huge]]))).toEqual([
      { key: failed.key, ok: false, status: 413, msg: PHOTO_TOO_BIG },
    ]);
    expect(await db().select().from(deliveryAttempts).where(eq(deliveryAttempts.orderNo, a))).toHaveLength(0);
    expect(await photosKept()).toHaveLength(before);
    // A picture: kept once, even when the action and its photo are sent again through another server.
    const withPhoto = new Map([[failed.key, jpeg]]);
    expect(await send(ravi, [failed], backoffice, withPhoto)).toEqual([
      expect.objectContaining({ ok: true, again: false }),
    ]);
    expect(await send(ravi, [failed], second, withPhoto)).toEqual([expect.objectContaining({ ok: true, again: true })]);
    const [attempt] = await db().select().from(deliveryAttempts).where(eq(deliveryAttempts.orderNo, a));
    expect(attempt!.photoKey).toMatch(/^private\/delivery-photos\/[0-9a-f]{32}\.jpg$/);
    expect(await photosKept()).toEqual(expect.arrayContaining([attempt!.photoKey]));
    expect(await photosKept()).toHaveLength(before + 1);
    // A photo for a stop the driver may not act on is not kept either.
    const anyas = { key: key(), stopNo: stopOf(b), outcome: 'delivered', receiver: 'Kim', amount: 0, method: null };
    expect(await send(anya, [anyas], backoffice, new Map([[anyas.key, jpeg]]))).toEqual([
      expect.objectContaining({ ok: false, status: 404 }),
    ]);
    expect(await photosKept()).toHaveLength(before + 1);
    // The staff who open orders see it; a driver cannot, and /media never serves it.
    const file = await (await backoffice.desk(clerk.page(`/admin/orders/${a}`), 'orders')).deliveryProof.photo(
      a,
      attempt!.attemptNo,
    );
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await thrown(backoffice.desk(ravi.page(`/admin/orders/${a}`), 'orders'))).status).toBe(403);
    const wrongOrder = await thrown(
      (await backoffice.desk(clerk.page(`/admin/orders/${b}`), 'orders')).deliveryProof.photo(b, attempt!.attemptNo),
    );
    expect(wrongOrder.status).toBe(404);
    expect((await shop.app.inject({ url: `/media/${attempt!.photoKey}` })).statusCode).toBe(404);
  });

  it('refuses another driver’s stop, a cancelled order’s stop, an amount above what is owed, and a fourth attempt', async () => {
    const [a, b, c] = [await readyOrder(), await readyOrder(), await readyOrder()];
    const runNo = await build(ravi, [a, b, c]);
    const stops = (await sheet(ravi, runNo)).stops;
    const stopOf = (orderNo: number) => stops.find((s) => s.orderNo === orderNo)!.stopNo;
    // Not yet left.
    expect(await send(ravi, [{ key: key(), stopNo: stopOf(a), outcome: 'failed', reason: 'not-home' }])).toEqual([
      expect.objectContaining({ ok: false, msg: 'This run has not left the shop yet.' }),
    ]);
    await leave(runNo);
    const delivered = (stopNo: number, amount: number) => ({
      key: key(),
      stopNo,
      outcome: 'delivered',
      receiver: 'Kim',
      amount,
      method: 'cash',
    });
    expect(await send(anya, [delivered(stopOf(a), 11_500)])).toEqual([
      expect.objectContaining({ ok: false, msg: "This stop is on another driver's run.", status: 404 }),
    ]);
    expect(await send(ravi, [delivered(stopOf(a), 11_501)])).toEqual([
      expect.objectContaining({ ok: false, msg: 'The amount is more than the TT$115.00 owed.' }),
    ]);
    // Cancelled while on the road (the desk's cancel with refund).
    await db().update(orders).set({ status: 'Cancelled' }).where(eq(orders.orderNo, b));
    expect(await send(ravi, [delivered(stopOf(b), 11_500)])).toEqual([
      expect.objectContaining({
        ok: false,
        msg: 'This order was cancelled: do not deliver it, bring it back to the shop.',
      }),
    ]);
    expect(await send(ravi, [{ key: key(), stopNo: stopOf(c), outcome: 'failed', reason: 'other' }])).toEqual([
      expect.objectContaining({ ok: false, msg: 'Say what happened.' }),
    ]);
    expect(await send(ravi, [{ key: key(), stopNo: stopOf(c), outcome: 'failed', reason: 'lost' }])).toEqual([
      expect.objectContaining({ ok: false, msg: 'Choose a reason.' }),
    ]);
    // Nothing changed for a refusal.
    expect(await db().select().from(deliveryAttempts).where(eq(deliveryAttempts.orderNo, a))).toHaveLength(0);
    expect((await order(a)).paymentStatus).toBe('Unpaid');
  });

  it('returns an order after its third failed attempt, refuses a fourth, and restores its stock when received back', async () => {
    const stockBefore = await productStock(db(), lamp);
    const n = await readyOrder(3);
    expect(await productStock(db(), lamp)).toBe(stockBefore - 3);
    const reasons = ['not-home', 'no-money', 'refused'] as const;
    let lastStop = 0;
    for (const [i, reason] of reasons.entries()) {
      if (i > 0) expect((await order(n)).status).toBe('Processed');
      const runNo = await build(ravi, [n]);
      await leave(runNo);
      lastStop = (await sheet(ravi, runNo)).stops[0]!.stopNo;
      const [answer] = await send(ravi, [{ key: key(), stopNo: lastStop, outcome: 'failed', reason }]);
      expect(answer).toMatchObject({ ok: true });
    }
    expect(await order(n)).toMatchObject({ failedAttempts: 3, roadState: 'returning' });
    const subjects = (await mailsOf(n)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith(`We could not deliver order ${n}`))).toHaveLength(2);
    expect(subjects.some((s) => s.startsWith(`Order ${n} is coming back to our shop`))).toBe(true);
    const failedMail = (await mailsOf(n)).find((m) => m.subject.startsWith('We could not deliver'))!;
    expect(failedMail.text).toContain('Nobody was home');
    expect(failedMail.text).toMatch(
      /Choose the day that suits you .* on this page: http\S+\/delivery-day\/[A-Za-z0-9_-]{43}/,
    );
    // A fourth attempt: neither a new run nor an action on the old stop.
    const fourth = await act(
      backoffice,
      clerk,
      'delivery',
      { day: today, driver: String(ravi.staffUserNo), order: String(n) },
      (d, form) => d.delivery.buildRun(form),
    );
    expect(fourth).toMatchObject({ ok: false, msg: `Order ${n} has had its three delivery attempts.` });
    expect(await send(ravi, [{ key: key(), stopNo: lastStop, outcome: 'failed', reason: 'not-home' }])).toEqual([
      expect.objectContaining({ ok: false, msg: 'This order has had its 3 delivery attempts.' }),
    ]);
    const back = await act(backoffice, clerk, 'delivery', {}, (d) => d.delivery.receiveBack(n));
    expect(back).toMatchObject({ ok: true, msg: `Order ${n} received back, its stock restored.` });
    expect(await productStock(db(), lamp)).toBe(stockBefore);
    expect(await order(n)).toMatchObject({ status: 'Cancelled', roadState: 'received-back' });
    expect(await act(backoffice, clerk, 'delivery', {}, (d) => d.delivery.receiveBack(n))).toMatchObject({ ok: false });
    expect((await mailsOf(n)).some((m) => m.subject.startsWith(`Order ${n} is back at our shop`))).toBe(true);
  });

  it('lets the customer choose a new day once on the link of a failed attempt, and says why it refuses', async () => {
    // A shop with WhatsApp set up: the update is written with the attempt (nothing is sent in this test).
    const withWhatsapp = testBackoffice(db(), {
      ...shop.config,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_APP_SECRET: 'secret',
    });
    const n = await readyOrder();
    await db().update(orders).set({ whatsappUpdates: true }).where(eq(orders.orderNo, n));
    const failAt = async (office = backoffice) => {
      const runNo = await build(ravi, [n]);
      await leave(runNo);
      const stopNo = (await sheet(ravi, runNo)).stops[0]!.stopNo;
      const [answer] = await send(ravi, [{ key: key(), stopNo, outcome: 'failed', reason: 'not-home' }], office);
      expect(answer).toMatchObject({ ok: true });
      const mails = await mailsOf(n);
      return /\/delivery-day\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)![1]!;
    };
    const first = await failAt(withWhatsapp);
    // The WhatsApp update is in the outbox with the attempt, carrying the same link.
    const [update] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNo, n), eq(mailOutbox.kind, 'whatsapp-update')));
    expect(update!.subject).toBe(`WhatsApp: delivery_failed for order ${n}`);
    const message = JSON.parse(update!.textBody) as { params: string[] };
    expect(message.params.slice(1)).toEqual([
      String(n),
      'Nobody was home (attempt 1 of 3)',
      `Choose a new delivery day: ${shop.config.publicBaseUrl}/delivery-day/${first}`,
    ]);
    // The token is the only thing in the address, and the table keeps only its hash.
    const kept = await db().select().from(deliveryDayChoices).where(eq(deliveryDayChoices.orderNo, n));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.tokenHash).not.toContain(first);

    const services = createShopServices(db(), shop.config);
    const offer = await services.newDeliveryDay.page(first);
    expect(offer).toMatchObject({ ok: true, orderNo: n, attempt: 1 });
    const days = (offer as { days: string[] }).days;
    expect(days).toHaveLength(5);
    expect(await services.newDeliveryDay.page('x'.repeat(43))).toEqual({
      ok: false,
      status: 404,
      msg: NEW_DAY_UNKNOWN,
    });
    // A day not offered (a Sunday-only area is not this one; any day before the first offered is not offered).
    expect(await services.newDeliveryDay.choose(first, today)).toEqual({
      ok: false,
      status: 400,
      msg: NEW_DAY_NOT_OFFERED,
    });
    expect(await services.newDeliveryDay.choose(first, 'Friday')).toEqual({
      ok: false,
      status: 400,
      msg: NEW_DAY_NOT_OFFERED,
    });
    expect((await order(n)).deliveryDate).toBeNull();
    // Chosen once, even when sent twice at once.
    const both = await Promise.all([
      services.newDeliveryDay.choose(first, days[1]!),
      services.newDeliveryDay.choose(first, days[2]!),
    ]);
    expect(both.filter((b) => b.ok)).toHaveLength(1);
    const chosen = both.find((b) => b.ok)!;
    expect(both.find((b) => !b.ok)).toMatchObject({
      status: 409,
      msg: `You already chose ${dayInWords((chosen as { day: string }).day)}. To change it, please call or WhatsApp us.`,
    });
    expect((await order(n)).deliveryDate).toBe((chosen as { day: string }).day);
    // The staff see it when they plan runs, and in the order's history.
    const planning = await (await backoffice.desk(clerk.page('/admin/delivery/runs'), 'delivery')).delivery.runsPage(
      new URLSearchParams('due=any'),
    );
    expect(planning.ready.find((o) => o.orderNo === n)).toMatchObject({ dayChosenByCustomer: true });
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderNo, n));
    expect(history.map((h) => h.comment)).toContain(
      `The customer chose ${dayInWords((chosen as { day: string }).day)} for the next delivery attempt.`,
    );

    // A second failed attempt: the first link is spent; the new one is refused while the order is on a
    // run, and after a third attempt the order is coming back and no link is offered.
    const second = await failAt();
    expect(await services.newDeliveryDay.page(first)).toMatchObject({ ok: false, status: 409 });
    const runNo = await build(ravi, [n]);
    expect(await services.newDeliveryDay.choose(second, days[0]!)).toMatchObject({
      ok: false,
      status: 409,
      msg: expect.stringMatching(/^Your order is already planned for delivery on /),
    });
    await leave(runNo);
    const stopNo = (await sheet(ravi, runNo)).stops[0]!.stopNo;
    await send(ravi, [{ key: key(), stopNo, outcome: 'failed', reason: 'refused' }]);
    expect(await services.newDeliveryDay.page(second)).toEqual({
      ok: false,
      status: 409,
      msg: NEW_DAY_NO_MORE_ATTEMPTS,
    });
    // Had the third attempt not happened, the second link would still have expired after its days.
    await db().update(orders).set({ roadState: null, failedAttempts: 2 }).where(eq(orders.orderNo, n));
    await db()
      .update(deliveryDayChoices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(deliveryDayChoices.orderNo, n), eq(deliveryDayChoices.failedAttempts, 2)));
    expect(await services.newDeliveryDay.page(second)).toEqual({ ok: false, status: 410, msg: NEW_DAY_EXPIRED });
  });

  it('follows cash from the door to the bank, with a discrepancy explained, and reconciles to the cent', async () => {
    const cashOrders = [await readyOrder(1), await readyOrder(2)]; // 115.00 and 190.00
    const cardOrder = await readyOrder(1);
    const runNo = await build(anya, [...cashOrders, cardOrder]);
    await leave(runNo);
    const stops = (await sheet(anya, runNo)).stops;
    const answers = await send(anya, [
      ...cashOrders.map((n, i) => ({
        key: key(),
        stopNo: stops.find((s) => s.orderNo === n)!.stopNo,
        outcome: 'delivered',
        receiver: 'Kim',
        amount: [11_500, 19_000][i],
        method: 'cash',
      })),
      {
        key: key(),
        stopNo: stops.find((s) => s.orderNo === cardOrder)!.stopNo,
        outcome: 'delivered',
        receiver: 'Ann',
        amount: 11_500,
        method: 'card',
      },
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    const cashDesk = async () => (await backoffice.desk(owner.page('/admin/cash'), 'cash')).cash;
    const road = (await (await cashDesk()).page()).onTheRoad;
    expect(road).toContainEqual(
      expect.objectContaining({ driverStaffNo: anya.staffUserNo, amount: 30_500, orders: 2 }),
    );
    // The cashier counts TT$20 less: refused without a reason, kept with one.
    const noReason = await act(
      backoffice,
      owner,
      'cash',
      { driver: String(anya.staffUserNo), counted: '285.00' },
      (d, form) => d.cash.handOver(form),
    );
    expect(noReason).toMatchObject({ ok: false, msg: 'The count differs from what the driver recorded: say why.' });
    const handed = await act(
      backoffice,
      owner,
      'cash',
      { driver: String(anya.staffUserNo), counted: '285.00', reason: 'A TT$20 note was missing from the bag' },
      (d, form) => d.cash.handOver(form),
    );
    expect(handed).toMatchObject({ ok: true, recorded: 30_500, counted: 28_500, difference: -2_000 });
    const banked = await act(
      backoffice,
      owner,
      'cash',
      { handover: String((handed as unknown as { handoverNo: number }).handoverNo), slip: 'SLIP-0042' },
      (d, form) => d.cash.bank(form),
    );
    expect(banked).toMatchObject({ ok: true, amount: 28_500 });
    const confirmed = await act(backoffice, owner, 'cash', { statement: 'STMT 2026-12 line 7' }, (d, form) =>
      d.cash.confirm((banked as unknown as { depositNo: number }).depositNo, form),
    );
    expect(confirmed).toMatchObject({ ok: true });
    const lines = await (await cashDesk()).reconciliation(today, today);
    expect(lines).toContainEqual({
      day: today,
      driver: 'Anya',
      expected: 30_500,
      collected: 30_500,
      handedOver: 28_500,
      banked: 28_500,
      card: 11_500,
      difference: -2_000,
    });
    const csv = await (await cashDesk()).reconciliationCsv(today, today);
    expect(csv).toContain('Day,Driver,Expected,Collected,Handed over,Banked,Card at the door,Difference');
    expect(csv).toContain(`${today},Anya,305.00,305.00,285.00,285.00,115.00,"'-20.00"`);
    expect((await db().select().from(payments).where(eq(payments.orderNo, cardOrder)))[0]).toMatchObject({
      provider: 'card-at-door',
    });
  });

  it('matches a courier’s settlement in a dry run, lists the mismatch, and pays only the matches once', async () => {
    const [a, b] = [await place(1), await place(2)];
    const csv = `Order number,Amount collected,Fee,Date\r\n${a},115.00,5.00,${today}\r\n${b},180.00,5.00,${today}\r\n999999,10.00,1.00,${today}\r\n`;
    const dry = await act(
      backoffice,
      owner,
      'cash',
      { courier: 'Island Couriers', file: new File([csv], 'settlement.csv', { type: 'text/csv' }) },
      (d, form) => d.cash.dryRunCourier(form),
    );
    expect(dry).toMatchObject({ ok: true, msg: '1 rows match, 2 differ.' });
    const plan = (dry as unknown as { plan: { rows: { state: string; problem: string }[] } }).plan;
    expect(plan.rows.map((r) => r.state)).toEqual(['matches', 'amount-differs', 'no-such-order']);
    expect(plan.rows[1]!.problem).toBe("Collected TT$180.00, the order's total is TT$190.00: TT$10.00 short.");
    expect((await order(a)).paymentStatus).toBe('Unpaid');
    const settlementNo = (dry as unknown as { settlementNo: number }).settlementNo;
    const applied = await act(backoffice, owner, 'cash', {}, (d) => d.cash.applyCourier(settlementNo));
    expect(applied).toMatchObject({ ok: true, paid: [a] });
    expect((await order(a)).paymentStatus).toBe('Paid');
    expect((await order(b)).paymentStatus).toBe('Unpaid');
    expect(await act(backoffice, owner, 'cash', {}, (d) => d.cash.applyCourier(settlementNo))).toMatchObject({
      ok: false,
      msg: 'This settlement is already applied.',
    });
    expect(await (await backoffice.desk(owner.page('/admin/cash'), 'cash')).cash.settlementCsv(settlementNo)).toContain(
      'TT$10.00 short',
    );
  });
});
