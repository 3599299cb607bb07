import type { Cents } from '../../shop-rules/money';

/** Cents as the text a numeric(12,2) column takes: 129950 → '1299.50'. */
export function centsToNumeric(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const optionalNumeric = (cents: Cents | null) => (cents === null ? null : centsToNumeric(cents));
