import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hostedPath, pay, redirectQuery, sandbox } from './test-helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const TX = 'SB-50-1234567890-ORD-1001-20260305140709';

describe('GET hosted page', () => {
  it('renders an accessible simulator page with the order, amount, fee and card form', async () => {
    app = sandbox();
    const path = await hostedPath(app, { total: '1299.00' });
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('WiPay Sandbox');
    expect(html).toMatch(/simulator/i);
    expect(html).toContain('ORD-1001');
    expect(html).toContain('TTD 1,299.00');
    expect(html).toContain('TTD 47.17'); // 3.5% + 1.70
    expect(html).toContain('TTD 1,346.17');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV (3 digits)', 'Name on card']) {
      expect(html).toMatch(new RegExp(`<label for="f-[a-z_]+">${label.replace(/[()]/g, '\\$&')}</label>`));
    }
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toMatch(/<a href="[^"]+\/cancel">Cancel<\/a>/);
    expect(html).toContain(':focus-visible');
    expect(html).not.toContain('<script');
    expect(html).toContain('value="visa"');
    expect(html).toContain('value="mastercard"');
  });

  it('shows no card type choice when card_type was given, and the fee under split and merchant_absorb', async () => {
    app = sandbox();
    const split = (await app.inject({ url: await hostedPath(app, { card_type: 'visa', fee_structure: 'split' }) }))
      .body;
    expect(split).not.toContain('name="card_type"');
    expect(split).toContain('TTD 2.60');
    expect(split).toContain('TTD 102.60');
    const absorb = (await app.inject({ url: await hostedPath(app, { fee_structure: 'merchant_absorb' }) })).body;
    expect(absorb).toMatch(/paid by the merchant/);
    expect(absorb).toMatch(/Total to pay<\/dt><dd class="total">TTD 100.00/);
  });

  it('escapes what the shop sent', async () => {
    app = sandbox();
    const html = (await app.inject({ url: await hostedPath(app, { name: '<b>Kim</b> "K"' }) })).body;
    expect(html).toContain('&lt;b&gt;Kim&lt;/b&gt; &quot;K&quot;');
    expect(html).not.toContain('<b>Kim</b>');
  });

  it('answers a 404 page for an unknown token', async () => {
    app = sandbox();
    const res = await app.inject({ url: '/plugins/payments/hosted/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment page not found');
    expect((await pay(app, '/plugins/payments/hosted/nope')).statusCode).toBe(404);
  });

  it('forgets a page after two hours', async () => {
    let now = new Date('2026-03-05T18:07:09Z');
    app = sandbox({ now: () => now });
    const path = await hostedPath(app);
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000 + 1000);
    expect((await app.inject({ url: path })).statusCode).toBe(404);
  });
});

describe('POST hosted page: outcomes', () => {
  it.each([
    ['4111111111111111', 'success', '[1-R1]: Transaction is approved.'],
    ['5111111111111111', 'success', '[1-R1]: Transaction is approved.'],
    ['4012888888881881', 'success', '[1-R1]: Transaction is approved.'],
    ['4111111111113333', 'failed', '[2-R05]: Transaction is declined.'],
    ['5111111111113333', 'failed', '[2-R05]: Transaction is declined.'],
    ['4666666666662222', 'failed', '[2-R05]: Transaction is declined.'],
    ['5555666666662222', 'failed', '[2-R05]: Transaction is declined.'],
    ['4111111111119999', 'failed', /^\[2-R98\]: Transaction is declined.*\.$/],
    ['5111111111119999', 'failed', /^\[2-R98\]: Transaction is declined.*\.$/],
    ['4111111111110000', 'failed', /^\[2-R91\]: Transaction is declined.*\.$/],
    ['5111111111110000', 'failed', /^\[2-R91\]: Transaction is declined.*\.$/],
  ])('card %s -> %s', async (cardNumber, status, message) => {
    app = sandbox();
    const path = await hostedPath(app);
    const res = await pay(app, path, { card_number: cardNumber });
    expect(res.statusCode).toBe(303);
    const q = redirectQuery(res.headers.location as string);
    expect(q.status).toBe(status);
    expect(q.message).toMatch(message);
    expect(q.card).toBe(`XXXXXXXXXXXX${cardNumber.slice(-4)}`);
    expect(q.order_id).toBe('ORD-1001');
    expect(q.transaction_id).toBe(TX);
    expect(q.currency).toBe('TTD');
    expect(q.total).toBe('105.20');
    expect(q.date).toBe('2026-03-05 14:07:09');
    if (status === 'success') expect(q.hash).toBeDefined();
    else expect(q).not.toHaveProperty('hash');
  });

  it('sends every documented response parameter to response_url', async () => {
    app = sandbox();
    const path = await hostedPath(app, {
      name: 'Kim Ramdass',
      email: 'kim@example.tt',
      phone: '8685551234',
      addr1: '1 Frederick Street',
      city: 'Port of Spain',
      country: 'Trinidad and Tobago',
      data: 'cart=7&x=y',
    });
    const res = await pay(app, path, { card_number: '4111 1111 1111 1111' });
    const location = res.headers.location as string;
    expect(location.startsWith('https://shop.example.tt/checkout/wipay/return?status=success&')).toBe(true);
    expect(redirectQuery(location)).toEqual({
      status: 'success',
      order_id: 'ORD-1001',
      transaction_id: TX,
      total: '105.20',
      currency: 'TTD',
      message: '[1-R1]: Transaction is approved.',
      date: '2026-03-05 14:07:09',
      card: 'XXXXXXXXXXXX1111',
      hash: createHash('md5').update(`${TX}100.00123`).digest('hex'),
      customer_name: 'Kim Ramdass',
      customer_email: 'kim@example.tt',
      customer_phone: '8685551234',
      customer_address: '1 Frederick Street, Port of Spain, Trinidad and Tobago',
      data: 'cart=7&x=y',
    });
  });

  it('hashes the ORIGINAL total with the account API key, not the total with fees', async () => {
    app = sandbox({ accounts: { '5555555555': 'k3y' } });
    const path = await hostedPath(app, { account_number: '5555555555', total: '99.99' });
    const q = redirectQuery((await pay(app, path)).headers.location as string);
    expect(q.total).toBe('105.19');
    expect(q.hash).toBe(createHash('md5').update(`${q.transaction_id}99.99k3y`).digest('hex'));
  });

  it.each([
    ['customer_pay', 'TTD', '100.00', '105.20'],
    ['split', 'TTD', '100.00', '102.60'],
    ['merchant_absorb', 'TTD', '100.00', '100.00'],
    ['customer_pay', 'USD', '1.00', '1.29'],
    ['split', 'USD', '1.00', '1.14'],
    ['merchant_absorb', 'USD', '1.00', '1.00'],
  ])('total under %s in %s: %s -> %s', async (feeStructure, currency, total, final) => {
    app = sandbox();
    const path = await hostedPath(app, { fee_structure: feeStructure, currency, total });
    const q = redirectQuery((await pay(app, path)).headers.location as string);
    expect(q.total).toBe(final);
    expect(q.currency).toBe(currency);
  });

  it('preserves the query of response_url', async () => {
    app = sandbox();
    const path = await hostedPath(app, { response_url: 'http://localhost:5173/pay/return?shop=trini&lang=en' });
    const location = (await pay(app, path)).headers.location as string;
    expect(location.startsWith('http://localhost:5173/pay/return?shop=trini&lang=en&status=success&')).toBe(true);
  });

  it('takes a payment once: the second post and the page are 404', async () => {
    app = sandbox();
    const path = await hostedPath(app);
    expect((await pay(app, path)).statusCode).toBe(303);
    const again = await pay(app, path);
    expect(again.statusCode).toBe(404);
    expect(again.headers.location).toBeUndefined();
    expect((await app.inject({ url: path })).statusCode).toBe(404);
    expect((await app.inject({ url: `${path}/cancel` })).statusCode).toBe(404);
  });

  it('cancel redirects with status=failed and a cancel message, once', async () => {
    app = sandbox();
    const path = await hostedPath(app, { response_url: 'https://shop.example.tt/r?a=1' });
    const res = await app.inject({ url: `${path}/cancel` });
    expect(res.statusCode).toBe(303);
    const q = redirectQuery(res.headers.location as string);
    expect(q).toMatchObject({ a: '1', status: 'failed', order_id: 'ORD-1001', transaction_id: TX });
    expect(q.message).toMatch(/^\[\d+-R\d+\]: Transaction is cancelled by the customer\.$/);
    expect(q).not.toHaveProperty('hash');
    expect((await pay(app, path)).statusCode).toBe(404);
  });
});

describe('POST hosted page: form errors', () => {
  it('re-renders with clear errors and keeps the page payable', async () => {
    app = sandbox();
    const path = await hostedPath(app);
    const res = await pay(app, path, {
      card_type: '',
      card_number: '4111',
      expiry: '13/29',
      cvv: '12',
      name_on_card: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Choose the card type: Visa or Mastercard.');
    expect(res.body).toContain('Enter the card number: 13 to 19 digits.');
    expect(res.body).toContain('Enter the expiry date as MM/YY, for example 08/29.');
    expect(res.body).toContain('Enter the 3-digit CVV from the back of the card.');
    expect(res.body).toContain('Enter the name as printed on the card.');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('TTD 100.00');
    expect((await pay(app, path)).statusCode).toBe(303);
  });

  it('asks for the billing address when avs=1 and returns it as customer_address', async () => {
    app = sandbox();
    const path = await hostedPath(app, { avs: '1', addr1: '1 Frederick Street' });
    const page = (await app.inject({ url: path })).body;
    expect(page).toContain('Billing address');
    expect(page).toContain('value="1 Frederick Street"');
    const missing = await pay(app, path, { addr1: '1 Frederick Street' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('This field is required for address verification.');
    const res = await pay(app, path, {
      addr1: '1 Frederick Street',
      city: 'San Fernando',
      country: 'Trinidad and Tobago',
    });
    expect(redirectQuery(res.headers.location as string).customer_address).toBe(
      '1 Frederick Street, San Fernando, Trinidad and Tobago',
    );
  });

  it('uses the name on card as customer_name when the shop sent none', async () => {
    app = sandbox();
    const path = await hostedPath(app, { card_type: 'mastercard' });
    const res = await pay(app, path, { card_type: '', card_number: '5111111111111111', name_on_card: 'A Persad' });
    expect(redirectQuery(res.headers.location as string).customer_name).toBe('A Persad');
  });
});
