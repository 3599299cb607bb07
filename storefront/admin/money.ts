import { formatTT, type Cents } from '../../shop-rules/money';

/** TT$1,299.00 */
export const tt = (cents: Cents | null | undefined) => (cents === null || cents === undefined ? '' : formatTT(cents));

/** An amount for an input box: 129950 → '1299.50' (blank for none). */
export function moneyInput(cents: Cents | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const timeFormat = new Intl.DateTimeFormat('en-TT', { timeZone: 'America/Port_of_Spain', dateStyle: 'medium', timeStyle: 'short' });

/** An instant as staff in Trinidad read it. */
export const when = (iso: string) => timeFormat.format(new Date(iso));
