// The account pages' clientLoader and clientAction functions, against a fetch the tests answer.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerFetch,
  customerToken,
  json,
  offline,
  pageRequest,
  sentForm,
  signIn,
  useMemoryStorage,
} from '../test-support/browser-globals';
import { loadForCustomer } from './customer-data';
import * as orderDetail from './orders/order-detail.route';
import * as orderTrack from './orders/order-track.route';
import * as changePassword from './profile/change-password.route';
import * as editInfo from './profile/edit-info.route';
import * as productReturn from './returns/product-return.route';

// The loaders and actions read only these of React Router's arguments.
type Args = { request: Request; params?: Record<string, string> };
const call = <T>(fn: (args: never) => T, { request, params = {} }: Args) => fn({ request, params } as never);

const PROFILE = {
  FirstName: 'Asha',
  LastName: 'Ramlogan',
  Email: 'asha@example.test',
  Telephone: '',
  Mobile: '7654321',
};

beforeEach(() => useMemoryStorage());

describe('reading an account page for the signed-in customer', () => {
  it('asks the server nothing for a guest, or for a token that has expired', async () => {
    const sent = answerFetch(() => json([]));
    expect(await loadForCustomer(async () => fetch('/api/customer/orders'))).toEqual({ customerNo: null });
    localStorage.setItem('customerToken', customerToken(7, 'Old', 1000));
    expect(await loadForCustomer(async () => fetch('/api/customer/orders'))).toEqual({ customerNo: null });
    expect(sent).toEqual([]);
  });

  it("reads with the customer's token and names the customer it read for", async () => {
    signIn(7);
    const sent = answerFetch(() => json(PROFILE));
    expect(await call(editInfo.clientLoader, { request: pageRequest('/editaccountinfo') })).toEqual({
      customerNo: 7,
      data: PROFILE,
    });
    expect(sent).toMatchObject([{ method: 'GET', path: '/api/customer/profile' }]);
    expect(sent[0]!.headers.Authorization).toBe(`Bearer ${localStorage.getItem('customerToken')}`);
  });

  it("says when the server refused the token; gives its message, or 'Error Connecting Server'", async () => {
    signIn(7);
    answerFetch(() => json({ msg: 'Please log in again.' }, 401));
    expect(await call(editInfo.clientLoader, { request: pageRequest('/editaccountinfo') })).toEqual({
      customerNo: 7,
      failure: 'Please log in again.',
      refused: true,
    });
    answerFetch(offline);
    expect(await call(editInfo.clientLoader, { request: pageRequest('/editaccountinfo') })).toEqual({
      customerNo: 7,
      failure: 'Error Connecting Server',
      refused: false,
    });
  });

  it('reads the order of the address, in either form, and nothing when none is chosen', async () => {
    signIn(7);
    const sent = answerFetch(() => json({ OrderId: 12 }));
    await call(orderDetail.clientLoader, { request: pageRequest('/orderdetail?orderId=12') });
    await call(orderDetail.clientLoader, { request: pageRequest('/orderdetail/13'), params: { orderId: '13' } });
    expect(await call(orderDetail.clientLoader, { request: pageRequest('/orderdetail?orderId=x') })).toEqual({
      customerNo: 7,
      data: null,
    });
    expect(sent.map((r) => r.path)).toEqual(['/api/customer/orders/12', '/api/customer/orders/13']);
  });
});

describe('Edit Information', () => {
  const fields = { FirstName: ' Asha ', LastName: 'Ramlogan', Email: 'asha@example.test', Telephone: '' };

  it('names each wrong field and sends nothing', async () => {
    signIn(7);
    const sent = answerFetch(() => json({}));
    const answer = await call(editInfo.clientAction, {
      request: sentForm({ ...fields, FirstName: ' ', Email: 'not-an-email' }),
    });
    expect(answer).toEqual({
      errors: { FirstName: 'First Name is required.', Email: 'Email is not a valid e-mail address.' },
    });
    expect(sent).toEqual([]);
  });

  it('saves the trimmed fields and hands back the new token', async () => {
    signIn(7);
    const sent = answerFetch(() =>
      json({ success: true, msg: 'Your account information has been saved.', jwt: 'new.token.here' }),
    );
    const answer = await call(editInfo.clientAction, { request: sentForm(fields) });
    expect(answer).toEqual({
      saved: { success: true, msg: 'Your account information has been saved.', jwt: 'new.token.here' },
    });
    expect(sent).toMatchObject([
      { method: 'PUT', path: '/api/customer/profile', body: { ...fields, FirstName: 'Asha' } },
    ]);
  });

  it("ends the session the server refused; shows the server's other messages", async () => {
    signIn(7);
    answerFetch(() => json({ msg: 'Unauthorized' }, 401));
    expect(await call(editInfo.clientAction, { request: sentForm(fields) })).toEqual({ refused: true });
    answerFetch(() => json({ msg: 'That e-mail belongs to another account.' }, 409));
    expect(await call(editInfo.clientAction, { request: sentForm(fields) })).toEqual({
      alert: 'That e-mail belongs to another account.',
    });
  });
});

describe('Change Password', () => {
  it('checks the three fields before asking the server', async () => {
    const sent = answerFetch(() => json({}));
    const answer = await call(changePassword.clientAction, {
      request: sentForm({ current: '', password: 'short', confirm: 'other' }),
    });
    expect(answer).toEqual({
      errors: {
        current: 'Please enter your current password.',
        password: expect.any(String),
        confirm: expect.any(String),
      },
    });
    expect(sent).toEqual([]);
  });

  it("puts the server's 'current password is wrong' at the Current Password field", async () => {
    signIn(7);
    const sent = answerFetch(() => json({ msg: 'Your current password is incorrect.' }, 400));
    const form = { current: 'wrong-one', password: 'sorrel-and-ginger', confirm: 'sorrel-and-ginger' };
    expect(await call(changePassword.clientAction, { request: sentForm(form) })).toEqual({
      errors: { current: 'Your current password is incorrect.' },
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/customer/change-password',
      body: { CurrentPassword: 'wrong-one', NewPassword: 'sorrel-and-ginger', ConfirmPassword: 'sorrel-and-ginger' },
    });
  });
});

describe('Product Returns', () => {
  const ORDER = { OrderId: 5, DateAdded: '2026-11-20', Lines: [] };

  it('reads the profile and the chosen order; an order it cannot read leaves the fields empty', async () => {
    signIn(7);
    answerFetch(({ path }) => (path === '/api/customer/profile' ? json(PROFILE) : json(ORDER)));
    const form = await call(productReturn.clientLoader, {
      request: pageRequest('/productreturn?orderId=5&product=9&sku=3'),
    });
    expect(form).toEqual({
      page: 'form',
      target: { orderId: 5, productNo: 9, skuNo: 3 },
      load: { customerNo: 7, data: { profile: PROFILE, order: ORDER } },
    });
    answerFetch(({ path }) =>
      path === '/api/customer/profile' ? json(PROFILE) : json({ msg: 'No such order.' }, 404),
    );
    const missing = await call(productReturn.clientLoader, { request: pageRequest('/productreturn?orderId=5') });
    expect(missing).toMatchObject({ load: { data: { profile: PROFILE, order: null } } });
  });

  it('lists the return requests at ?list', async () => {
    signIn(7);
    const sent = answerFetch(() => json([{ RmaNo: 3 }]));
    const list = await call(productReturn.clientLoader, { request: pageRequest('/productreturn?list') });
    expect(list).toEqual({ page: 'list', load: { customerNo: 7, data: [{ RmaNo: 3 }] } });
    expect(sent.map((r) => r.path)).toEqual(['/api/customer/returns']);
  });

  const filled = {
    firstname: 'Asha',
    lastname: 'Ramlogan',
    email: 'asha@example.test',
    telephone: '7654321',
    order_id: ' 5 ',
    date_ordered: '2026-11-20',
    product: 'Tabla Set',
    model: 'TB-1',
    quantity: '1',
    return_reason_id: '1',
    opened: '0' as const,
    details: ' ',
    agree: true,
  };

  it('names every wrong field at once and sends nothing', async () => {
    const sent = answerFetch(() => json({}));
    const answer = await call(productReturn.clientAction, {
      request: sentForm({ ...filled, lastname: '', return_reason_id: '', agree: false }),
    });
    expect(answer).toEqual({
      errors: {
        lastname: 'Last Name is required.',
        return_reason_id: 'Please choose a reason for return.',
        agree: 'You must agree to the Terms & Conditions.',
      },
    });
    expect(sent).toEqual([]);
  });

  it("sends the request in the API's field names and answers its RMA number", async () => {
    signIn(7);
    const sent = answerFetch(() => json({ success: true, msg: 'Received.', RmaNo: 41 }));
    expect(await call(productReturn.clientAction, { request: sentForm(filled) })).toEqual({
      saved: { success: true, msg: 'Received.', RmaNo: 41 },
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/customer/returns' });
    expect(sent[0]!.body).toMatchObject({ order_id: '5', return_reason_id: '1', opened: '0', comment: '', agree: 1 });
  });
});

describe('Order Track', () => {
  const orders = [{ OrderId: 9 }, { OrderId: 8 }];
  const track = (id: number) => ({ OrderId: id, Steps: [] });

  it("follows the order of the address when it is the customer's, else the newest", async () => {
    signIn(7);
    const sent = answerFetch(({ path }) =>
      path === '/api/customer/orders' ? json(orders) : json(track(Number(path.split('/')[4]))),
    );
    expect(await call(orderTrack.clientLoader, { request: pageRequest('/ordertrack?orderId=8') })).toEqual({
      customerNo: 7,
      data: { orders, chosen: 8, track: { track: track(8) } },
    });
    expect(await call(orderTrack.clientLoader, { request: pageRequest('/ordertrack?orderId=123') })).toMatchObject({
      data: { chosen: 9 },
    });
    expect(sent.map((r) => r.path)).toEqual([
      '/api/customer/orders',
      '/api/customer/orders/8/track',
      '/api/customer/orders',
      '/api/customer/orders/9/track',
    ]);
  });

  it('keeps the order list when only the progress failed, and reads nothing more for no orders', async () => {
    signIn(7);
    answerFetch(({ path }) => (path === '/api/customer/orders' ? json(orders) : json({ msg: 'Try later.' }, 503)));
    expect(await call(orderTrack.clientLoader, { request: pageRequest('/ordertrack') })).toEqual({
      customerNo: 7,
      data: { orders, chosen: 9, track: { failure: 'Try later.' } },
    });
    const sent = answerFetch(() => json([]));
    expect(await call(orderTrack.clientLoader, { request: pageRequest('/ordertrack') })).toEqual({
      customerNo: 7,
      data: { orders: [], chosen: null, track: null },
    });
    expect(sent).toHaveLength(1);
  });

  it("looks a guest's order up by number and mobile, after checking both", async () => {
    const sent = answerFetch(({ body }) =>
      (body as { Mobile: string }).Mobile === '7654321'
        ? json(track(8))
        : json({ msg: 'No order found with that order id and mobile.' }, 404),
    );
    expect(await call(orderTrack.clientAction, { request: sentForm({ OrderId: '', Mobile: '12' }) })).toEqual({
      errors: { orderId: 'Order ID is required.', mobile: 'Phone Number is invalid. Please enter 7 digits.' },
    });
    expect(sent).toEqual([]);
    expect(await call(orderTrack.clientAction, { request: sentForm({ OrderId: ' 8 ', Mobile: '6000000' }) })).toEqual({
      alert: 'No order found with that order id and mobile.',
    });
    expect(await call(orderTrack.clientAction, { request: sentForm({ OrderId: '8', Mobile: '7654321' }) })).toEqual({
      track: track(8),
    });
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/api/shop/TrackOrder', { OrderId: '8', Mobile: '6000000' }],
      ['/api/shop/TrackOrder', { OrderId: '8', Mobile: '7654321' }],
    ]);
  });
});
