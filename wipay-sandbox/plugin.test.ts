import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { wipaySandboxPlugin } from './app';
import { FIXED_NOW, pay, redirectQuery, requestPayment, validFields } from './test-helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('mounted under a prefix in another server', () => {
  it('answers hosted page addresses and form actions under the prefix, and pays', async () => {
    app = Fastify();
    await app.register(wipaySandboxPlugin, { prefix: '/wipay-sandbox', now: () => FIXED_NOW, random: () => 0.5 });
    const res = await app.inject({
      method: 'POST',
      url: '/wipay-sandbox/plugins/payments/request',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        host: 'shop.example.tt',
      },
      payload: new URLSearchParams(validFields()).toString(),
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin).toBe('http://shop.example.tt');
    expect(url.pathname).toMatch(/^\/wipay-sandbox\/plugins\/payments\/hosted\/[\w-]+$/);

    const page = await app.inject({ url: url.pathname });
    expect(page.body).toContain(`action="${url.pathname}"`);
    expect(page.body).toContain(`href="${url.pathname}/cancel"`);

    const paid = await pay(app, url.pathname);
    expect(paid.statusCode).toBe(303);
    expect(redirectQuery(paid.headers.location as string)).toMatchObject({ status: 'success', order_id: 'ORD-1001' });
  });

  it('keeps the request route at the root when run on its own', async () => {
    app = Fastify();
    await app.register(wipaySandboxPlugin, {});
    const res = await requestPayment(app, validFields());
    expect(new URL(res.json<{ url: string }>().url).pathname).toMatch(/^\/plugins\/payments\/hosted\//);
  });
});
