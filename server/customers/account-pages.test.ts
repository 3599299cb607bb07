import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderLines, returnRequests } from '../../database/schema';
import { PASSWORDS_DO_NOT_MATCH, PHONE_INVALID } from '../../shop-rules';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  GUEST_ORDER_NOT_FOUND,
  LAST_NAME_TOO_LONG,
  ORDER_NOT_FOUND,
  PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  PROFILE_SAVED,
  RETURN_DETAILS_REQUIRED,
  RETURN_ORDER_CANCELLED,
  RETURN_PRODUCT_NOT_IN_ORDER,
  returnNotArrived,
  returnQuantityTooHigh,
  SESSION_INVALID,
} from '../../shop-rules/messages/account';
import {
  bearer,
  createOrder,
  fromAddress,
  newAddress,
  registerCustomer,
  type TestCustomer,
} from '../test-support/customer-fixtures';
import { getJson, postJson } from '../test-support/requests';
import { createTestShop, engines, type TestShop } from '../test-support/test-shop';

const put = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url,
    payload: body as object,
    headers: {
      cookie: 'XSRF-TOKEN=test-csrf-token-0123456789',
      'x-xsrf-token': 'test-csrf-token-0123456789',
      ...headers,
    },
  });

describe.each(engines)('account pages (%s)', (engine) => {
  let shop: TestShop;
  let anita: TestCustomer;
  let brian: TestCustomer;
  beforeAll(async () => {
    shop = await createTestShop(engine);
    anita = await registerCustomer(shop.app, { CustomerName: 'Anita Ramdass' });
    brian = await registerCustomer(shop.app, { CustomerName: 'Brian Lara' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('profile', () => {
    it('reads the profile', async () => {
      const res = await getJson(shop.app, '/api/customer/profile', anita.auth);
      expect(res.json()).toMatchObject({
        CustomerNo: anita.customerNo,
        Mobile: anita.mobile,
        FirstName: 'Anita',
        LastName: 'Ramdass',
        Email: 'anita@example.test',
      });
    });

    it.each([
      [{ FirstName: ' ' }, FIRST_NAME_REQUIRED],
      [{ LastName: 'x'.repeat(33) }, LAST_NAME_TOO_LONG],
      [{ Email: 'not-an-email' }, EMAIL_INVALID],
      [{ Telephone: '12345' }, PHONE_INVALID],
    ])('refuses %o with a clear message and changes nothing', async (fields, msg) => {
      const c = await registerCustomer(shop.app, { CustomerName: 'Keep Me' });
      const res = await put(
        shop.app,
        '/api/customer/profile',
        { FirstName: 'New', LastName: 'Name', Email: 'new@example.test', Telephone: '', ...fields },
        c.auth,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg });
      const [row] = await shop.database.db.select().from(customers).where(eq(customers.customerNo, c.customerNo));
      expect(row).toMatchObject({ firstName: 'Keep', lastName: 'Me', email: 'anita@example.test' });
    });

    it('saves the profile and answers a token with the new name', async () => {
      const c = await registerCustomer(shop.app);
      const res = await put(
        shop.app,
        '/api/customer/profile',
        { FirstName: 'Sunita', LastName: 'Mohammed', Email: 'sunita@example.test', Telephone: '+1 (868) 555-0199' },
        c.auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        msg: PROFILE_SAVED,
        profile: { FirstName: 'Sunita', LastName: 'Mohammed', Telephone: '5550199' },
      });
      const again = await getJson(shop.app, '/api/customer/profile', bearer(res.json().jwt));
      expect(again.json()).toMatchObject({
        CustomerName: 'Sunita Mohammed',
        Email: 'sunita@example.test',
        Telephone: '5550199',
      });
    });
  });

  describe('change password', () => {
    const change = (c: TestCustomer, body: Record<string, string>, headers = c.auth) =>
      postJson(shop.app, '/api/customer/change-password', body, headers);

    it('refuses a short new password, a mismatch and a wrong current password', async () => {
      const c = await registerCustomer(shop.app);
      expect(
        (await change(c, { CurrentPassword: c.password, NewPassword: 'short', ConfirmPassword: 'short' })).json().msg,
      ).toBe(PASSWORD_TOO_SHORT);
      expect(
        (
          await change(c, {
            CurrentPassword: c.password,
            NewPassword: 'long enough 1',
            ConfirmPassword: 'long enough 2',
          })
        ).json().msg,
      ).toBe(PASSWORDS_DO_NOT_MATCH);
      const wrong = await change(c, {
        CurrentPassword: 'not it at all',
        NewPassword: 'long enough 1',
        ConfirmPassword: 'long enough 1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(CURRENT_PASSWORD_WRONG);
      const login = await postJson(
        shop.app,
        '/api/Auth/CLogin',
        { Mobile: c.mobile, Password: c.password },
        fromAddress(newAddress()),
      );
      expect(login.statusCode).toBe(200);
    });

    it('changes the password: the new one logs in, the old one and old tokens no longer work', async () => {
      const c = await registerCustomer(shop.app);
      const res = await change(c, {
        CurrentPassword: c.password,
        NewPassword: 'brand new secret',
        ConfirmPassword: 'brand new secret',
      });
      expect(res.json()).toMatchObject({ success: true, msg: PASSWORD_CHANGED, jwt: expect.any(String) });
      const address = fromAddress(newAddress());
      expect(
        (await postJson(shop.app, '/api/Auth/CLogin', { Mobile: c.mobile, Password: 'brand new secret' }, address))
          .statusCode,
      ).toBe(200);
      expect(
        (await postJson(shop.app, '/api/Auth/CLogin', { Mobile: c.mobile, Password: c.password }, address)).statusCode,
      ).toBe(401);
      const old = await getJson(shop.app, '/api/customer/profile', c.auth);
      expect(old.statusCode).toBe(401);
      expect(old.json().msg).toBe(SESSION_INVALID);
      expect((await getJson(shop.app, '/api/customer/profile', bearer(res.json().jwt))).statusCode).toBe(200);
    });
  });

  describe('orders', () => {
    it("lists only the customer's own orders, newest first, with the order history columns", async () => {
      const first = await createOrder(shop.database.db, anita);
      const second = await createOrder(shop.database.db, anita, { quantity: 2 });
      await createOrder(shop.database.db, brian);
      const res = await getJson(shop.app, '/api/customer/orders', anita.auth);
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.map((r: { OrderId: number }) => r.OrderId)).toEqual([second.orderNo, first.orderNo]);
      expect(rows[0]).toEqual({
        OrderId: second.orderNo,
        Customer: 'Anita Ramdass',
        NoofProduct: 2,
        Status: 'Pending',
        PaymentStatus: 'Unpaid',
        Total: 340,
        DateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    });

    it("shows an order's detail to its owner", async () => {
      const order = await createOrder(shop.database.db, anita, {
        status: 'Shipped',
        history: [
          { status: 'Processed', at: '2026-11-21T14:00:00Z', comment: 'Packed' },
          { status: 'Shipped', at: '2026-11-22T14:00:00Z' },
        ],
      });
      const res = await getJson(shop.app, `/api/customer/orders/${order.orderNo}`, anita.auth);
      expect(res.statusCode).toBe(200);
      const d = res.json();
      expect(d).toMatchObject({
        OrderId: order.orderNo,
        Status: 'Shipped',
        PaymentMethod: 'Cash on Delivery',
        ShippingMethod: 'Flat Shipping Rate',
        SubTotal: 300,
        Shipping: 40,
        Total: 340,
        PaymentAddress: { Name: 'Anita Ramdass', Address: '5 Coffee Street', Island: 'Trinidad', Mobile: anita.mobile },
      });
      expect(d.Lines).toEqual([
        expect.objectContaining({
          ProductNo: order.productNo,
          ProductName: order.productName,
          Model: order.barcode,
          Quantity: 3,
          Price: 100,
          Total: 300,
        }),
      ]);
      expect(d.History.map((h: { Status: string }) => h.Status)).toEqual(['Pending', 'Processed', 'Shipped']);
      expect(d.History[1]).toEqual({ DateAdded: '2026-11-21', Status: 'Processed', Comment: 'Packed' });
    });

    it('says Pickup for a pickup order', async () => {
      const order = await createOrder(shop.database.db, anita, { isPickup: true });
      const d = (await getJson(shop.app, `/api/customer/orders/${order.orderNo}`, anita.auth)).json();
      expect(d).toMatchObject({
        ShippingMethod: 'Pickup',
        ShippingAddress: null,
        PickupAddress: { Address: expect.any(String) },
      });
    });

    it("answers 404 for another customer's order, its tracking and a missing order, alike", async () => {
      const order = await createOrder(shop.database.db, brian);
      for (const url of [
        `/api/customer/orders/${order.orderNo}`,
        `/api/customer/orders/${order.orderNo}/track`,
        '/api/customer/orders/999999',
        '/api/customer/orders/99999999999',
      ]) {
        const res = await getJson(shop.app, url, anita.auth);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ success: false, msg: ORDER_NOT_FOUND });
      }
      expect((await getJson(shop.app, '/api/customer/orders/abc', anita.auth)).statusCode).toBe(400);
      expect((await getJson(shop.app, `/api/customer/orders/${order.orderNo}`)).statusCode).toBe(401);
    });

    it("tracks the customer's own order through the four steps", async () => {
      const order = await createOrder(shop.database.db, anita, {
        status: 'Enroute',
        history: [
          { status: 'Processed', at: '2026-11-21T14:00:00Z', comment: 'Packed in two boxes' },
          { status: 'Shipped', at: '2026-11-22T14:00:00Z' },
          { status: 'Enroute', at: '2026-11-23T14:00:00Z', comment: 'Out with the courier' },
        ],
      });
      const res = await getJson(shop.app, `/api/customer/orders/${order.orderNo}/track`, anita.auth);
      expect(res.json()).toMatchObject({
        OrderId: order.orderNo,
        Status: 'Enroute',
        Cancelled: false,
        CancelledComment: null,
        Steps: [
          {
            Step: 'Processed',
            Title: 'Order Processed',
            Done: true,
            Current: false,
            Date: '2026-11-21',
            Comment: 'Packed in two boxes',
            CommentDate: '2026-11-21',
          },
          { Step: 'Shipped', Done: true, Current: false, Date: '2026-11-22', Comment: null, CommentDate: null },
          {
            Step: 'Enroute',
            Done: true,
            Current: true,
            Date: '2026-11-23',
            Comment: 'Out with the courier',
            CommentDate: '2026-11-23',
          },
          { Step: 'Arrived', Done: false, Current: false, Date: null, Comment: null, CommentDate: null },
        ],
      });
    });

    it('gives each step the comment of the latest status change that reached it', async () => {
      const order = await createOrder(shop.database.db, anita, {
        status: 'Processed',
        history: [
          { status: 'Processed', at: '2026-11-21T14:00:00Z', comment: 'First packing' },
          { status: 'Shipped', at: '2026-11-22T14:00:00Z', comment: 'Sent by mistake' },
          { status: 'Processed', at: '2026-11-23T14:00:00Z', comment: 'Repacked' },
        ],
      });
      const { Steps } = (await getJson(shop.app, `/api/customer/orders/${order.orderNo}/track`, anita.auth)).json();
      expect(Steps[0]).toMatchObject({
        Done: true,
        Current: true,
        Date: '2026-11-23',
        Comment: 'Repacked',
        CommentDate: '2026-11-23',
      });
      // A step the order no longer counts as reached does not show its old comment.
      expect(Steps[1]).toMatchObject({ Done: false, Comment: null, CommentDate: null });
    });
  });

  describe('guest order tracking: POST /api/shop/TrackOrder', () => {
    const track = (body: unknown, address = newAddress()) =>
      postJson(shop.app, '/api/shop/TrackOrder', body, fromAddress(address));

    it('finds a guest order by order id and mobile, without personal details', async () => {
      const order = await createOrder(
        shop.database.db,
        { customerNo: null, mobile: '6201234' },
        {
          status: 'Cancelled',
          history: [
            { status: 'Processed', at: '2026-11-21T14:00:00Z', comment: 'Packed for you' },
            { status: 'Cancelled', at: '2026-11-22T14:00:00Z', comment: 'Out of stock at the supplier' },
          ],
        },
      );
      const res = await track({ OrderId: order.orderNo, Mobile: '6201234' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        OrderId: order.orderNo,
        Status: 'Cancelled',
        Cancelled: true,
        CancelledDate: '2026-11-22',
        CancelledComment: 'Out of stock at the supplier',
      });
      expect(body.Steps.map((s: { Done: boolean }) => s.Done)).toEqual([true, false, false, false]);
      expect(body.Steps[0]).toMatchObject({ Comment: 'Packed for you', CommentDate: '2026-11-21' });
      expect(body.Steps[1]).toMatchObject({ Comment: null, CommentDate: null });
      expect(JSON.stringify(body)).not.toContain('Coffee');
    });

    it("answers 404 when the mobile is not the order's", async () => {
      const order = await createOrder(shop.database.db, { customerNo: null, mobile: '6201234' });
      const res = await track({ OrderId: order.orderNo, Mobile: '6209999' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, msg: GUEST_ORDER_NOT_FOUND });
      expect((await track({ OrderId: order.orderNo, Mobile: '62' })).json().msg).toBe(PHONE_INVALID);
    });

    it('answers 429 after 20 look-ups from one address', async () => {
      const address = newAddress();
      for (let i = 0; i < 20; i++) await track({ OrderId: 1, Mobile: '6209999' }, address);
      expect((await track({ OrderId: 1, Mobile: '6209999' }, address)).statusCode).toBe(429);
    });
  });

  describe('product returns', () => {
    const returnForm = (
      order: { orderNo: number; productName: string; barcode: string },
      fields: Record<string, unknown> = {},
    ) => ({
      firstname: 'Anita',
      lastname: 'Ramdass',
      email: 'anita@example.test',
      telephone: '620-1234',
      order_id: order.orderNo,
      date_ordered: '2026-11-20',
      product: order.productName,
      model: order.barcode,
      quantity: 1,
      return_reason_id: 1,
      opened: 0,
      comment: '',
      ...fields,
    });
    const send = (c: TestCustomer, body: unknown) => postJson(shop.app, '/api/customer/returns', body, c.auth);
    const ARRIVED = { status: 'Arrived' } as const;

    it('refuses a return until the order has arrived, and for a cancelled order', async () => {
      for (const status of ['Pending', 'Processed', 'Shipped', 'Enroute'] as const) {
        const order = await createOrder(shop.database.db, anita, { status });
        const res = await send(anita, returnForm(order));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, msg: returnNotArrived(status) });
        const kept = await shop.database.db
          .select()
          .from(returnRequests)
          .where(eq(returnRequests.orderNo, order.orderNo));
        expect(kept).toHaveLength(0);
      }
      const cancelled = await createOrder(shop.database.db, anita, { status: 'Cancelled' });
      expect((await send(anita, returnForm(cancelled))).json().msg).toBe(RETURN_ORDER_CANCELLED);
    });

    it('knows a line without a barcode by its product number, and takes its return', async () => {
      const order = await createOrder(shop.database.db, anita, ARRIVED);
      await shop.database.db.update(orderLines).set({ barcode: '' }).where(eq(orderLines.orderNo, order.orderNo));
      const detail = await getJson(shop.app, `/api/customer/orders/${order.orderNo}`, anita.auth);
      const code = detail.json().Lines[0].Model;
      expect(code).toBe(String(order.productNo));
      const res = await send(anita, returnForm({ ...order, barcode: code }));
      expect(res.json()).toMatchObject({ success: true });
    });

    it('saves a return request with an RMA number and lists it', async () => {
      const order = await createOrder(shop.database.db, anita, ARRIVED);
      const res = await send(
        anita,
        returnForm(order, { return_reason_id: 4, comment: 'Does not switch on', opened: 1, quantity: 2 }),
      );
      expect(res.statusCode).toBe(200);
      const { RmaNo } = res.json();
      expect(res.json()).toEqual({
        success: true,
        RmaNo: expect.any(Number),
        msg: `Your return request has been received. Your RMA number is ${RmaNo}.`,
      });
      const [row] = await shop.database.db.select().from(returnRequests).where(eq(returnRequests.rmaNo, RmaNo));
      expect(row).toMatchObject({
        orderNo: order.orderNo,
        customerNo: anita.customerNo,
        quantity: 2,
        returnReasonId: 4,
        opened: true,
        details: 'Does not switch on',
        status: 'Requested',
        telephone: '6201234',
      });
      const list = (await getJson(shop.app, '/api/customer/returns', anita.auth)).json();
      expect(list[0]).toMatchObject({
        RmaNo,
        OrderId: order.orderNo,
        Quantity: 2,
        ReturnReason: 'Faulty',
        Status: 'Requested',
        StaffComment: '',
      });
    });

    it('refuses faulty without details, a product not in the order and more units than ordered', async () => {
      const order = await createOrder(shop.database.db, anita, ARRIVED);
      expect((await send(anita, returnForm(order, { return_reason_id: 5 }))).json().msg).toBe(RETURN_DETAILS_REQUIRED);
      expect((await send(anita, returnForm(order, { model: 'NO-SUCH', product: 'Nothing' }))).json().msg).toBe(
        RETURN_PRODUCT_NOT_IN_ORDER,
      );
      expect((await send(anita, returnForm(order, { quantity: 4 }))).json().msg).toBe(returnQuantityTooHigh(3));
      expect((await send(anita, returnForm(order, { quantity: 3 }))).statusCode).toBe(200);
      const more = await send(anita, returnForm(order, { quantity: 1 }));
      expect(more.statusCode).toBe(400);
      expect(more.json().msg).toBe(returnQuantityTooHigh(0));
    });

    it("takes a guest's request with the order number and the order's mobile, as tracking does", async () => {
      const order = await createOrder(shop.database.db, { customerNo: null, mobile: '6201234' }, ARRIVED);
      const guest = (body: unknown) => postJson(shop.app, '/api/shop/ReturnRequest', body);
      const wrong = await guest(returnForm(order, { telephone: '620-9999' }));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ success: false, msg: GUEST_ORDER_NOT_FOUND });
      const res = await guest(returnForm(order, { telephone: '+1 (868) 620-1234' }));
      expect(res.statusCode).toBe(200);
      const { RmaNo } = res.json();
      const [row] = await shop.database.db.select().from(returnRequests).where(eq(returnRequests.rmaNo, RmaNo));
      expect(row).toMatchObject({ orderNo: order.orderNo, customerNo: null, telephone: '6201234' });
      expect((await guest(returnForm(order, { quantity: 9 }))).json().msg).toBe(returnQuantityTooHigh(2));
    });

    it("answers 404 for another customer's order and keeps returns apart", async () => {
      const order = await createOrder(shop.database.db, brian, ARRIVED);
      const res = await send(anita, returnForm(order));
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(ORDER_NOT_FOUND);
      const mine = await send(brian, returnForm(order));
      expect(mine.statusCode).toBe(200);
      const anitas = (await getJson(shop.app, '/api/customer/returns', anita.auth)).json();
      expect(anitas.some((r: { OrderId: number }) => r.OrderId === order.orderNo)).toBe(false);
    });
  });
});
