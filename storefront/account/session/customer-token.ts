// Reading the customer's token in the browser (docs/product.md#customer-session). The server signs and checks it;
// the browser only needs the payload's claims, so no library and no key.

export interface SessionCustomer {
  CustomerNo: number;
  LoginName: string;
  Mobile: string;
  EmailID: string;
}

export interface DecodedToken {
  customer: SessionCustomer;
  /** Seconds since 1970, when the token carries an exp claim. */
  expiresAt: number | null;
}

function base64UrlToText(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The token's customer, or null when it is not a JWT with a customer number. Expiry is not checked here. */
export function decodeCustomerToken(token: string): DecodedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlToText(parts[1]));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  const customerNo = Number(c.custom_id);
  if (!Number.isSafeInteger(customerNo) || customerNo < 1) return null;
  const exp = c.exp === undefined ? null : Number(c.exp);
  if (exp !== null && !Number.isFinite(exp)) return null;
  return {
    customer: {
      CustomerNo: customerNo,
      LoginName: text(c.custom_CustomerName),
      Mobile: text(c.custom_mobile),
      EmailID: text(c.custom_Email),
    },
    expiresAt: exp,
  };
}

export function isExpired(decoded: DecodedToken, nowMs = Date.now()): boolean {
  return decoded.expiresAt !== null && decoded.expiresAt * 1000 <= nowMs;
}

/** The customer of a token that decodes and has not expired; null otherwise (docs/product.md#customer-session). */
export function usableToken(token: string | null | undefined, nowMs = Date.now()): DecodedToken | null {
  if (!token) return null;
  const decoded = decodeCustomerToken(token);
  return decoded && !isExpired(decoded, nowMs) ? decoded : null;
}
