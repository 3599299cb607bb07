// Cash from the door to the bank as a custody chain (docs/product.md#cash-from-the-door-to-the-bank,
// docs/decisions/0082): collected by a driver → handed over to a cashier who counts it → banked with a
// deposit slip → confirmed against the bank statement. Card-at-the-door money is kept apart: it never
// enters the chain. Every amount is in cents.
import { type Cents, formatTT } from '../money';

export const CUSTODY_STATES = Object.freeze(['collected', 'handed-over', 'banked', 'confirmed'] as const);
export type CustodyState = (typeof CUSTODY_STATES)[number];
export const CUSTODY_WORDS: Readonly<Record<CustodyState, string>> = Object.freeze({
  collected: 'With the driver',
  'handed-over': 'With the cashier',
  banked: 'Banked',
  confirmed: 'Confirmed by the bank',
});

/** A hand-over's count against what the driver recorded: the difference is counted minus recorded. */
export interface HandOverCount {
  recorded: Cents;
  counted: Cents;
}
export const countDifference = (c: HandOverCount): Cents => c.counted - c.recorded;
/** A count that differs is a discrepancy: it needs a reason before it is accepted. */
export const isDiscrepancy = (c: HandOverCount) => countDifference(c) !== 0;

export const MAX_REASON_LENGTH = 500;
export const MAX_SLIP_LENGTH = 100;

export function differenceWords(difference: Cents): string {
  if (difference === 0) return 'Counted as recorded';
  return difference < 0 ? `${formatTT(-difference)} short` : `${formatTT(difference)} over`;
}

/** One line of the daily reconciliation: per driver and day. */
export interface ReconciliationLine {
  day: string;
  driver: string;
  /** Cash the day's cash-on-delivery stops should have brought in. */
  expected: Cents;
  collected: Cents;
  handedOver: Cents;
  banked: Cents;
  /** Card at the door, apart from cash. */
  card: Cents;
  /** What reached the bank against what was expected (negative: short). */
  difference: Cents;
}

export function reconciliationLine(l: Omit<ReconciliationLine, 'difference'>): ReconciliationLine {
  return { ...l, difference: l.banked - l.expected };
}

export const RECONCILIATION_COLUMNS = Object.freeze([
  'Day',
  'Driver',
  'Expected',
  'Collected',
  'Handed over',
  'Banked',
  'Card at the door',
  'Difference',
] as const);
