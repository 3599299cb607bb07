import { describe, expect, it } from 'vitest';
import { decodeCustomerToken, usableToken } from './customer-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
const NOW = Date.UTC(2026, 10, 21, 12);

describe('the customer token in the browser', () => {
  const claims = {
    custom_id: 42,
    custom_Email: 'asha@example.test',
    custom_mobile: '7654321',
    custom_CustomerName: 'Asha Ramlogan',
  };

  it('reads the four claims into the session settings', () => {
    expect(usableToken(token({ ...claims, exp: NOW / 1000 + 60 }), NOW)?.customer).toEqual({
      CustomerNo: 42,
      EmailID: 'asha@example.test',
      Mobile: '7654321',
      LoginName: 'Asha Ramlogan',
    });
  });

  it('keeps names that are not plain ASCII', () => {
    expect(decodeCustomerToken(token({ ...claims, custom_CustomerName: 'Zoë Cédric' }))?.customer.LoginName).toBe(
      'Zoë Cédric',
    );
  });

  it('takes a token without exp as not expiring', () => {
    expect(usableToken(token(claims), NOW)).not.toBeNull();
  });

  it('does nothing with an expired token', () => {
    expect(usableToken(token({ ...claims, exp: NOW / 1000 }), NOW)).toBeNull();
    expect(usableToken(token({ ...claims, exp: NOW / 1000 - 1 }), NOW)).toBeNull();
  });

  it('does nothing with an undecodable token', () => {
    for (const bad of [
      '',
      'abc',
      'a.b.c',
      `x.${Buffer.from('not json').toString('base64url')}.y`,
      token({ ...claims, custom_id: 'x' }),
      token({ ...claims, custom_id: 0 }),
      token({ ...claims, exp: 'soon' }),
    ]) {
      expect(usableToken(bad, NOW)).toBeNull();
    }
  });
});
