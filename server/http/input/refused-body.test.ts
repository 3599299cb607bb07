// A refused body never wedges its connection (docs/product.md#refused-requests): after a page's 405 to a
// 1.1 MB body that was never read, a CSRF refusal and an unknown address, the next request on the
// same keep-alive connection is answered at once; a body declared past the drain limit is answered
// and its connection closed.

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageServer } from '../../app';
import { Connection } from '../../test-support/raw-connection';
import { TEST_CSRF } from '../../test-support/requests';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { registerPageRoute } from '../storefront-bridge';
import { DRAIN_LIMIT } from './refused-body';

/** A page that answers a form it has no action for as React Router does: 405, the body never read. */
const pagesWithoutActions: PageServer = async (app, pages) => {
  await app.register(async (scope) =>
    registerPageRoute(
      scope,
      async (request) =>
        request.method === 'GET'
          ? new Response('<!doctype html><p>Search</p>', { headers: { 'content-type': 'text/html' } })
          : new Response('Method Not Allowed', { status: 405 }),
      pages,
    ),
  );
};

const BIG_BODY = Buffer.alloc(1_100_000, 'a');

describe('a refused body never wedges its connection', () => {
  let shop: TestShop;
  let port: number;

  beforeAll(async () => {
    shop = await createTestShop('pglite', {}, { pages: pagesWithoutActions });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    port = (shop.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const post = (path: string, body: Buffer, headers = 'Content-Type: application/x-www-form-urlencoded\r\n') =>
    `POST ${path} HTTP/1.1\r\nHost: shop.test\r\nContent-Length: ${body.length}\r\n${headers}\r\n`;
  const csrf = `Cookie: XSRF-TOKEN=${TEST_CSRF}\r\nX-XSRF-TOKEN: ${TEST_CSRF}\r\n`;
  const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`;

  it.each([
    ['a page without an action (405)', '/search', '', 405],
    ['an API change without its CSRF token (403)', '/api/shop/SaveOrder', '', 403],
    ['an API change in a body type it does not take (415)', '/api/shop/SaveOrder', 'xml', 415],
  ])(
    'answers the next request on the connection at once after %s refused a 1.1 MB body',
    async (_, path, kind, status) => {
      const connection = await Connection.open(port);
      try {
        const headers = kind === 'xml' ? `Content-Type: application/xml\r\n${csrf}` : undefined;
        connection.send(post(path, BIG_BODY, headers), BIG_BODY);
        expect((await connection.answer(5_000))?.status).toBe(status);
        const started = performance.now();
        connection.send(get('/api/health'));
        const next = await connection.answer(5_000);
        expect(next?.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);
      } finally {
        connection.close();
      }
    },
  );

  it('answers a body declared past the drain limit and closes its connection', async () => {
    const connection = await Connection.open(port);
    try {
      const declared = DRAIN_LIMIT + 1;
      connection.send(post('/search', Buffer.alloc(0)).replace(/Content-Length: 0/, `Content-Length: ${declared}`));
      const answer = await connection.answer(5_000);
      expect(answer?.status).toBe(405);
      expect(answer?.headers).toContain('connection: close');
      expect(await connection.answer(5_000)).toBeNull();
    } finally {
      connection.close();
    }
  });
});
