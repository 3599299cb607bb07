// The production server (React Router's own 405 for a form posted to a page without an action, the
// body never read): the next request on the same keep-alive connection is answered at once
// (docs/product.md#refused-requests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection } from '../../test-support/raw-connection';
import { type ShopProcess, startShopProcess } from '../../test-support/shop-process';

describe('the production server after a refused 1.1 MB body', () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess();
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('answers the next request on the same connection at once', async () => {
    const body = Buffer.alloc(1_100_000, 'a');
    const connection = await Connection.open(shop.port);
    try {
      connection.send(
        `POST /search?q=tabla HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
        body,
      );
      const refused = await connection.answer(10_000);
      expect(refused?.status).toBeGreaterThanOrEqual(400);
      expect(refused?.status).toBeLessThan(500);
      const started = performance.now();
      connection.send('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect((await connection.answer(10_000))?.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      connection.close();
    }
  });
});
