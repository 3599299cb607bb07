// Requests as a browser of the shop sends them: JSON bodies, and on non-GET requests the CSRF
// header matching the CSRF cookie (docs/product.md#api-conventions).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_CSRF = 'test-csrf-token-0123456789';

export function csrfHeaders(token = TEST_CSRF): Record<string, string> {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const csrf = csrfHeaders();
  const cookie = [csrf.cookie, headers.cookie].filter(Boolean).join('; ');
  return app.inject({ method: 'POST', url, payload: body as object, headers: { ...csrf, ...headers, cookie } });
}

export function getJson(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}
