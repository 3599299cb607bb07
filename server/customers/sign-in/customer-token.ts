// The customer's token (docs/product.md#customer-session): an HS256 JWT with the claims the storefront reads
// (custom_id, custom_Email, custom_mobile, custom_CustomerName) and an exp one week ahead. One more claim, sv,
// fingerprints the password hash, so a password change ends every session signed before it.
import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { customers } from '../../../database/schema';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenCustomer {
  customerNo: number;
  mobile: string;
  email: string;
  name: string;
  passwordHash: string;
}

/** What a token is made from, as every query that signs a customer in or renews their token reads it. */
export const TOKEN_CUSTOMER_COLUMNS = {
  customerNo: customers.customerNo,
  mobile: customers.mobile,
  email: customers.email,
  name: customers.name,
  passwordHash: customers.passwordHash,
};

export interface TokenClaims {
  custom_id: number;
  custom_Email: string;
  custom_mobile: string;
  custom_CustomerName: string;
  sv: string;
  exp: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createCustomerTokens(key: Uint8Array) {
  const sessionVersion = (passwordHash: string) =>
    crypto.createHmac('sha256', key).update(passwordHash).digest('base64url').slice(0, 16);

  return {
    sessionVersion,

    sign(customer: TokenCustomer, now = Math.floor(Date.now() / 1000)): Promise<string> {
      return new SignJWT({
        custom_id: customer.customerNo,
        custom_Email: customer.email,
        custom_mobile: customer.mobile,
        custom_CustomerName: customer.name,
        sv: sessionVersion(customer.passwordHash),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },

    async check(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const { custom_id, sv } = payload;
        if (!Number.isSafeInteger(custom_id) || typeof sv !== 'string') return { ok: false, reason: 'invalid' };
        return { ok: true, claims: payload as unknown as TokenClaims };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type CustomerTokens = ReturnType<typeof createCustomerTokens>;
