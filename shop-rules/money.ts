/** TT money in whole cents. Always a safe integer, so sums and comparisons are exact. */
export type Cents = number;

/** A TT-dollar amount as the JSON API gives it (1299, 12.5) or as PostgreSQL numeric does ('1299.00'). */
export type Dollars = number | string;

export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  }
  return value;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Converts TT dollars to cents without binary floating point drift.
 * Text is read digit by digit; digits past the second decimal are accepted only when they are
 * zeros (a numeric(12,4) column gives '1299.0000'), anything finer would be a silent rounding.
 */
export function toCents(amount: Dollars): Cents {
  if (typeof amount === 'number') return numberToCents(amount);
  return textToCents(amount);
}

function numberToCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // Math.round(x * 100) fixes the tiny error of x * 100 for any amount with up to 2 decimals;
  // rounding the magnitude keeps -12.345 and 12.345 symmetric.
  const cents = Math.sign(amount) * Math.round(Math.abs(amount) * 100);
  return assertCents(cents, 'amount') + 0; // + 0 turns -0 into 0
}

function textToCents(amount: string): Cents {
  const match = DECIMAL_TEXT.exec(amount.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a money amount: '${amount}'`);
  }
  if (/[^0]/.test(fraction.slice(2))) {
    throw new RangeError(`More than 2 decimals in money amount: '${amount}'`);
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const signed = (match[1] === '-' ? -cents : cents) + 0;
  return assertCents(signed, 'amount');
}

/** Cents to dollars for JSON fields; exact because cents / 100 is the closest double to the decimal. */
export function fromCents(cents: Cents): number {
  return assertCents(cents) / 100 + 0;
}

/** 'TT$1,299.00'; a negative amount puts the sign first: '-TT$5.00'. */
export function formatTT(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const pennies = magnitude % 100;
  const dollars = (magnitude - pennies) / 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}TT$${grouped}.${String(pennies).padStart(2, '0')}`;
}

/** An amount in cents as the shop shows it, 'TT$1,299.00'; blank when there is none. */
export function ttCents(cents: Cents | null | undefined): string {
  return cents === null || cents === undefined ? '' : formatTT(cents);
}

/** An API amount in TT dollars (1299, 12.5, '1299.00') as the shop shows it: 'TT$1,299.00'. */
export function ttDollars(dollars: Dollars): string {
  return formatTT(toCents(dollars));
}

/**
 * Cents as plain decimal text, the form PostgreSQL numeric columns, WiPay's total and the back
 * office's input boxes take: 129950 → '1299.50', -50 → '-0.50'.
 */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const pennies = magnitude % 100;
  return `${cents < 0 ? '-' : ''}${(magnitude - pennies) / 100}.${String(pennies).padStart(2, '0')}`;
}

const FORMATTED_TT = /^(-?)TT\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/;

/** Reads back exactly what formatTT writes. */
export function parseTT(text: string): Cents {
  const [, sign, dollars, pennies] = FORMATTED_TT.exec(text.trim()) ?? [];
  if (dollars === undefined) throw new RangeError(`Not a TT$ amount: '${text}'`);
  return toCents(`${sign}${dollars.replaceAll(',', '')}.${pennies}`);
}

/**
 * Rounds the exact rational numeratorCents / denominator (in cents) to the nearest whole TT dollar,
 * half up, and returns it in cents. Integer arithmetic only, so 612.50 always becomes 613.
 */
export function roundDollarsHalfUp(numeratorCents: number, denominator: number): Cents {
  assertCents(numeratorCents, 'numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`denominator must be a positive whole number, got ${denominator}`);
  }
  // floor((n / d + 50) / 100) dollars, i.e. floor((n + 50d) / 100d)
  const shifted = assertCents(numeratorCents + 50 * denominator, 'amount');
  const perDollar = assertCents(100 * denominator, 'denominator');
  return floorDivide(shifted, perDollar) * 100 + 0;
}

/** Rounds an amount in cents to the nearest whole TT dollar, half up. */
export function roundToWholeDollarHalfUp(cents: Cents): Cents {
  return roundDollarsHalfUp(cents, 1);
}

function floorDivide(dividend: number, divisor: number): number {
  // % and the division of an exact multiple are exact on safe integers, unlike Math.floor(a / b).
  const remainder = dividend % divisor;
  const quotient = (dividend - remainder) / divisor;
  return remainder < 0 ? quotient - 1 : quotient;
}

/**
 * The most a money column holds (numeric(12,2)): TT$9,999,999,999.99. Every amount the shop keeps,
 * an order's total included, stays within it (docs/product.md#money-amounts, docs/decisions/0052).
 */
export const MONEY_COLUMN_MAX: Cents = 999_999_999_999;

/**
 * The most one amount a person types may be (a price, a discount, a refund, cash collected, a
 * freight): TT$99,999,999.99, a hundredth of the column, so that sums of typed amounts still fit it.
 */
export const MAX_TYPED_AMOUNT: Cents = 99_999_999_99;

/** Why typed text is not an amount the shop can keep. */
export type AmountProblem = 'not-an-amount' | 'too-large';

const TYPED_AMOUNT = /^(?:TT\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/**
 * An amount as a person types it ('1299', '1,299.50', 'TT$1,299.50', spaces ignored) in cents, or
 * what is wrong with it. Digits are counted before any arithmetic, so no length of text can turn
 * into a number the column refuses or that loses cents.
 */
export function readTypedAmount(text: string, max: Cents = MAX_TYPED_AMOUNT): Cents | AmountProblem {
  const m = TYPED_AMOUNT.exec(text.replace(/\s/g, ''));
  if (!m) return 'not-an-amount';
  const dollars = m[1]!.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (dollars.length > String(Math.trunc(max / 100)).length) return 'too-large';
  const cents = Number(dollars) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > max ? 'too-large' : cents;
}

/** The message for an amount above MAX_TYPED_AMOUNT, named by its field: 'Sales price must be at most TT$99,999,999.99.' */
export const amountTooLarge = (label: string, max: Cents = MAX_TYPED_AMOUNT) =>
  `${label} must be at most ${formatTT(max)}.`;
