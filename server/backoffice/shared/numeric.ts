import { type Cents, centsToDecimal } from '../../../shop-rules/money';

/** An optional price for a numeric(12,2) column: null stays null. */
export const optionalNumeric = (cents: Cents | null) => (cents === null ? null : centsToDecimal(cents));
