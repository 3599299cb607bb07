import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../test-support/requests';
import { createTestShop, type TestShop } from '../test-support/test-shop';

describe('the general limit on changes per client address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('pglite', { WRITE_LIMIT_PER_MINUTE: '60' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 429 after 60 changes a minute from one address, and other addresses still pass', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.7'))).statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    const blocked = await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.7'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('Too many requests from your connection. Please wait a minute and try again.');
    expect((await postJson(shop.app, '/api/trini/saveproductreview', {}, from('203.0.113.8'))).statusCode).not.toBe(429);
    expect((await shop.app.inject({ method: 'GET', url: '/api/trini/GetProducts', headers: from('203.0.113.7') })).statusCode).toBe(200);
  });
});
