import type { FastifyInstance } from 'fastify';
import { createWipaySandbox, type WipaySandboxOptions } from './app';

/** 2026-03-05 14:07:09 in Trinidad and Tobago (UTC-4). */
export const FIXED_NOW = new Date('2026-03-05T18:07:09Z');

export function sandbox(opts: WipaySandboxOptions = {}): FastifyInstance {
  return createWipaySandbox({ now: () => FIXED_NOW, random: () => 0.5, ...opts });
}

export function validFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    account_number: '1234567890',
    country_code: 'TT',
    currency: 'TTD',
    environment: 'sandbox',
    fee_structure: 'customer_pay',
    method: 'credit_card',
    order_id: 'ORD-1001',
    origin: 'trini-shop',
    response_url: 'https://shop.example.tt/checkout/wipay/return',
    total: '100.00',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

export async function requestPayment(app: FastifyInstance, fields: Record<string, string>, json = true) {
  return app.inject({
    method: 'POST',
    url: '/plugins/payments/request',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(json ? { accept: 'application/json' } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The path of the hosted page created for these fields. */
export async function hostedPath(app: FastifyInstance, overrides: Record<string, string | undefined> = {}) {
  const res = await requestPayment(app, validFields(overrides));
  if (res.statusCode !== 200) throw new Error(`request failed: ${res.body}`);
  return new URL(res.json<{ url: string }>().url).pathname;
}

export async function pay(app: FastifyInstance, path: string, card: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_type: 'visa',
      card_number: '4111111111111111',
      expiry: '12/29',
      cvv: '123',
      name_on_card: 'Kim Ramdass',
      ...card,
    }).toString(),
  });
}

/** The query of a redirect answer's Location as a plain object. */
export function redirectQuery(location: string | undefined): Record<string, string> {
  return Object.fromEntries(new URL(location ?? '').searchParams);
}
