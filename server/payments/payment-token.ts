// The token that lets the browser which placed a card order pay it again or another way (decision
// 0020). It is random, handed only to that browser in GetWipayUrl's answer, and stored as its SHA-256
// so the database alone cannot act for the shopper. The order number alone is never enough.
import crypto from 'node:crypto';

export function newPaymentToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: paymentTokenHash(token) };
}

export function paymentTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant time: the answer's timing tells nothing about how much of a guess was right. */
export function isPaymentToken(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || !token) return false;
  const a = Buffer.from(storedHash, 'utf8');
  const b = Buffer.from(paymentTokenHash(token), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
