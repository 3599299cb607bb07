import { createHash } from 'node:crypto';

/**
 * The hash WiPay adds to a successful return: lowercase hex MD5 of
 * transaction_id + ORIGINAL total (as sent in the request, 2 decimals) + API key,
 * concatenated with no separators.
 */
export function wipayHash(transactionId: string, originalTotal: string, apiKey: string): string {
  return createHash('md5').update(`${transactionId}${originalTotal}${apiKey}`, 'utf8').digest('hex');
}
