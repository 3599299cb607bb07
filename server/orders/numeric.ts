import { assertCents, type Cents } from '../../shop-rules/money';

/** Cents as PostgreSQL numeric text and as WiPay's total: 129950 → '1299.50'. */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const pennies = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${(magnitude - (magnitude % 100)) / 100}.${pennies}`;
}
