import { fromCents, toCents } from '../../shop-rules/money';

/** A numeric(12,2) column as the API's TT-dollar number: '1299.50' → 1299.5. */
export const dollars = (value: string | null): number => (value === null ? 0 : fromCents(toCents(value)));
