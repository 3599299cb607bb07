import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestPayment, sandbox, validFields } from './test-helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function errorFor(overrides: Record<string, string | undefined>) {
  app = sandbox();
  const res = await requestPayment(app, validFields(overrides));
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  return res.json<{ url: string; message: string; transaction_id: string }>();
}

describe('POST /plugins/payments/request: success', () => {
  it('answers JSON with the hosted page url on this sandbox, OK and the transaction id', async () => {
    app = sandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/plugins/payments/request',
      headers: {
        accept: 'application/json',
        host: 'pay.local:3100',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(validFields()).toString(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'transaction_id', 'url']);
    expect(body.message).toBe('OK');
    expect(body.url).toMatch(/^http:\/\/pay\.local:3100\/plugins\/payments\/hosted\/[A-Za-z0-9_-]{20,}$/);
    expect(body.transaction_id).toBe('SB-50-1234567890-ORD-1001-20260305140709');
  });

  it('draws the transaction id random part between 1 and 99', async () => {
    for (const [random, part] of [
      [0, '1'],
      [0.999999, '99'],
    ] as const) {
      app = sandbox({ random: () => random });
      const res = await requestPayment(app, validFields());
      expect(res.json().transaction_id).toBe(`SB-${part}-1234567890-ORD-1001-20260305140709`);
      await app.close();
    }
  });

  it('accepts a JSON body too, and the optional parameters', async () => {
    app = sandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/plugins/payments/request',
      headers: { accept: 'application/json' },
      payload: {
        ...validFields({ avs: '1', card_type: 'mastercard', data: '{"cart":7}', version: '1.0.0' }),
        name: 'Kim Ramdass',
        email: 'kim@example.tt',
        phone: '8685551234',
        addr1: '1 Frederick Street',
        city: 'Port of Spain',
        country: 'Trinidad and Tobago',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('OK');
  });

  it('redirects (302) to the hosted page without Accept: application/json', async () => {
    app = sandbox();
    const res = await requestPayment(app, validFields(), false);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost(:80)?\/plugins\/payments\/hosted\/[A-Za-z0-9_-]+$/);
  });

  it('builds the hosted page url from the Host header', async () => {
    app = sandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/plugins/payments/request',
      headers: { accept: 'application/json', host: 'sandbox.example.tt' },
      payload: validFields(),
    });
    expect(res.json().url.startsWith('http://sandbox.example.tt/plugins/payments/hosted/')).toBe(true);
  });
});

describe('POST /plugins/payments/request: validation', () => {
  it('puts the error in response_url with status=error, keeping its query', async () => {
    const body = await errorFor({ response_url: 'https://shop.example.tt/return?lang=en', currency: 'EUR' });
    expect(body.message).toBe('currency must be TTD or USD.');
    const url = new URL(body.url);
    expect(url.origin + url.pathname).toBe('https://shop.example.tt/return');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('status')).toBe('error');
    expect(url.searchParams.get('message')).toBe('currency must be TTD or USD.');
    expect(url.searchParams.get('order_id')).toBe('ORD-1001');
    expect(body.transaction_id).toBe('SB-50-1234567890-ORD-1001-20260305140709');
    expect(url.searchParams.get('transaction_id')).toBe(body.transaction_id);
  });

  it('redirects (302) to the error url without Accept: application/json', async () => {
    app = sandbox();
    const res = await requestPayment(app, validFields({ method: 'paypal' }), false);
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.searchParams.get('status')).toBe('error');
    expect(url.searchParams.get('message')).toBe('method must be credit_card.');
  });

  it.each([
    'account_number',
    'country_code',
    'currency',
    'environment',
    'fee_structure',
    'method',
    'order_id',
    'origin',
    'response_url',
    'total',
  ])('requires %s', async (field) => {
    const body = await errorFor({ [field]: undefined });
    expect(body.message).toBe(`${field} is required.`);
  });

  it.each([
    ['account_number', '12345', 'account_number must be 10 digits.'],
    ['account_number', '12345678901', 'account_number must be 10 digits.'],
    ['account_number', '0000000000', 'account_number is not a known WiPay account.'],
    ['country_code', 'GY', 'country_code must be TT, BB or JM.'],
    ['currency', 'JMD', 'currency JMD is accepted only with country_code JM.'],
    ['environment', 'test', 'environment must be sandbox or live.'],
    ['fee_structure', 'customer', 'fee_structure must be customer_pay, merchant_absorb or split.'],
    ['method', 'paypal', 'method must be credit_card.'],
    ['avs', '2', 'avs must be 0 or 1.'],
    ['card_type', 'amex', 'card_type must be visa or mastercard.'],
    ['email', 'not-an-email', 'email must be a valid e-mail address.'],
    ['name', 'x'.repeat(256), 'name must be at most 255 characters.'],
  ])('refuses %s=%s', async (field, value, message) => {
    const body = await errorFor({ [field]: value });
    expect(body.message).toBe(message);
  });

  it('refuses an unknown account with 401', async () => {
    app = sandbox();
    const res = await requestPayment(app, validFields({ account_number: '9999999999' }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses live payments with a clear message', async () => {
    const body = await errorFor({ environment: 'live' });
    expect(body.message).toMatch(/sandbox.*cannot process live payments/i);
  });

  it('knows accounts given in the options', async () => {
    app = sandbox({ accounts: { '5555555555': 'secret' } });
    expect((await requestPayment(app, validFields({ account_number: '5555555555' }))).statusCode).toBe(200);
    expect((await requestPayment(app, validFields())).statusCode).toBe(401);
  });

  it.each(['A', 'a1-b_2', 'x'.repeat(48)])('accepts order_id %s', async (orderId) => {
    app = sandbox();
    expect((await requestPayment(app, validFields({ order_id: orderId }))).statusCode).toBe(200);
  });

  it.each(['-A1', 'A1_', 'A 1', 'A.1', 'x'.repeat(49)])('refuses order_id %s', async (orderId) => {
    const body = await errorFor({ order_id: orderId });
    expect(body.message).toMatch(/^order_id must be 1 to 48 letters/);
    expect(body.transaction_id).toBe('');
    expect(new URL(body.url).searchParams.has('order_id')).toBe(false);
  });

  it.each(['_shop', 'shop-', 'x'.repeat(33)])('refuses origin %s', async (origin) => {
    expect((await errorFor({ origin })).message).toMatch(/^origin must be 1 to 32 letters/);
  });

  it('accepts an origin of 32 characters', async () => {
    app = sandbox();
    expect((await requestPayment(app, validFields({ origin: 'o'.repeat(32) }))).statusCode).toBe(200);
  });

  it('refuses a response_url over 255 characters or not http(s), with no url to send the error to', async () => {
    const long = await errorFor({ response_url: `https://shop.example.tt/${'a'.repeat(240)}` });
    expect(long.message).toBe('response_url must be at most 255 characters.');
    expect(long.url).toBe('');
    await app.close();
    for (const bad of ['ftp://shop.example.tt/return', 'not a url', '/relative/return']) {
      const body = await errorFor({ response_url: bad });
      expect(body.message).toBe('response_url must be an absolute http or https URL.');
      expect(body.url).toBe('');
      await app.close();
    }
  });

  it('answers 400 as plain text when there is no response_url and no Accept header', async () => {
    app = sandbox();
    const res = await requestPayment(app, validFields({ response_url: undefined }), false);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('response_url is required.');
  });

  it.each(['100', '100.0', '100.000', '1e2', '-10.00', '10,00', '010.00'])('refuses total %s', async (total) => {
    expect((await errorFor({ total })).message).toBe(
      'total must be a decimal number with exactly 2 decimal places, e.g. 100.00.',
    );
  });

  it('requires at least the equivalent of 1.00 USD (6.80 TTD)', async () => {
    expect((await errorFor({ total: '6.79' })).message).toBe(
      'total must be at least 6.80 TTD (the equivalent of 1.00 USD).',
    );
    await app.close();
    expect((await errorFor({ currency: 'USD', total: '0.99' })).message).toBe(
      'total must be at least 1.00 USD (the equivalent of 1.00 USD).',
    );
    await app.close();
    app = sandbox();
    expect((await requestPayment(app, validFields({ total: '6.80' }))).statusCode).toBe(200);
    expect((await requestPayment(app, validFields({ currency: 'USD', total: '1.00' }))).statusCode).toBe(200);
  });

  it('accepts JMD only for JM', async () => {
    app = sandbox();
    const res = await requestPayment(app, validFields({ country_code: 'JM', currency: 'JMD', total: '200.00' }));
    expect(res.statusCode).toBe(200);
    expect((await requestPayment(app, validFields({ country_code: 'BB', currency: 'USD' }))).statusCode).toBe(200);
  });

  it('refuses a parameter given twice', async () => {
    app = sandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/plugins/payments/request',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(validFields()).toString()}&total=1.00`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('total must be given once.');
  });

  it('answers the JSON error shape for a malformed body', async () => {
    app = sandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/plugins/payments/request',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ url: '', transaction_id: '' });
  });
});
