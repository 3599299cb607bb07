/** Exact money handling in integer cents (never binary floating point). */

export type Currency = 'TTD' | 'USD' | 'JMD';

/** Cents of one US dollar in each currency. WiPay converts at a fixed 6.80 TTD per USD. */
export const CENTS_PER_USD: Record<Currency, number> = {
  TTD: 680,
  USD: 100,
  // Not documented by WiPay: a fixed sandbox rate, used only for JMD payments.
  JMD: 15_500,
};

const AMOUNT = /^(0|[1-9]\d{0,11})\.(\d{2})$/;

/** Parses a total written with exactly two decimals ("105.20") into cents, or null. */
export function parseAmountToCents(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Cents as a plain amount with two decimals: 10520 -> "105.20". */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Cents for display, with thousands separators: 129900 -> "1,299.00". */
export function formatCents(cents: number): string {
  const [whole, decimals] = centsToAmount(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/** Divides a non-negative integer by a positive one, rounding half up. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
