import { type Cents, centsToDecimal } from '../../../shop-rules/money';
import { SHOP_TIME_ZONE } from '../../../shop-rules/shop-time';

/** An amount for an input box: 129950 → '1299.50', -50 → '-0.50' (blank for none). */
export const moneyInput = (cents: Cents | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToDecimal(cents);

const timeFormat = new Intl.DateTimeFormat('en-TT', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An instant as staff in Trinidad read it. */
export const when = (iso: string) => timeFormat.format(new Date(iso));
