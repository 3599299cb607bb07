import crypto from 'node:crypto';

/** WiPay's hash of a successful return: lowercase hex MD5 of transaction_id + original total + API key. */
export function wipayHash(transactionId: string, originalTotal: string, apiKey: string): string {
  return crypto.createHash('md5').update(`${transactionId}${originalTotal}${apiKey}`, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function sameHash(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
