// Tests only: follows the WiPay sandbox's hosted page as a browser does (open it, pay with a card,
// follow the redirect) and gives the address WiPay sends the browser back to, with its query.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const APPROVED_CARD = '4111111111111111';

export async function payOnHostedPage(app: FastifyInstance, url: string, cardNumber = APPROVED_CARD): Promise<URL> {
  const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
  const paid = await app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_type: 'visa',
      card_number: cardNumber,
      expiry: '12/29',
      cvv: '123',
      name_on_card: 'Kim Ramdass',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return new URL(String(paid.headers.location));
}
