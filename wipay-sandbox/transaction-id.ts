import { compactStamp } from './clock';

/**
 * `SB-` (sandbox) + random 1–99 + '-' + account number + '-' + order_id + '-' + YYYYMMDDhhmmss.
 */
export function makeTransactionId(accountNumber: string, orderId: string, at: Date, random: () => number): string {
  const r = Math.min(99, 1 + Math.floor(random() * 99));
  return `SB-${r}-${accountNumber}-${orderId}-${compactStamp(at)}`;
}
