import { describe, expect, it } from 'vitest';
import {
  amountTooLarge,
  centsToDecimal,
  formatTT,
  fromCents,
  MAX_TYPED_AMOUNT,
  MONEY_COLUMN_MAX,
  parseTT,
  readTypedAmount,
  roundDollarsHalfUp,
  roundToWholeDollarHalfUp,
  toCents,
  ttCents,
  ttDollars,
} from './money';

describe('toCents', () => {
  it('reads API numbers in dollars', () => {
    expect(toCents(1299)).toBe(129900);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(-5)).toBe(-500);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('reads PostgreSQL numeric text digit by digit', () => {
    expect(toCents('1299.00')).toBe(129900);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('40')).toBe(4000);
    expect(toCents(' 1299.0000 ')).toBe(129900);
    expect(toCents('-5.00')).toBe(-500);
    expect(toCents('.5')).toBe(50);
    expect(toCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-', '.', 'abc', '1,299.00', '12.345', '1e3', 'TT$5.00', '90071992547409.92']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e20]) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
  });
});

describe('fromCents', () => {
  it('gives dollars for JSON', () => {
    expect(fromCents(129900)).toBe(1299);
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(7)).toBe(0.07);
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });
});

describe('formatTT', () => {
  it('writes TT$, thousands separators and two decimals', () => {
    expect(formatTT(129900)).toBe('TT$1,299.00');
    expect(formatTT(0)).toBe('TT$0.00');
    expect(formatTT(5)).toBe('TT$0.05');
    expect(formatTT(4000)).toBe('TT$40.00');
    expect(formatTT(99999)).toBe('TT$999.99');
    expect(formatTT(123456789)).toBe('TT$1,234,567.89');
    expect(formatTT(-500)).toBe('-TT$5.00');
  });

  it('parses back', () => {
    expect(parseTT('TT$1,299.00')).toBe(129900);
    expect(parseTT('-TT$5.00')).toBe(-500);
    expect(() => parseTT('TT$1299')).toThrow(RangeError);
    expect(() => parseTT('TT$1,29.00')).toThrow(RangeError);
  });
});

describe('rounding to a whole dollar, half up', () => {
  it('rounds exact fractions of cents', () => {
    expect(roundDollarsHalfUp(61250, 1)).toBe(61300); // 612.50 → 613
    expect(roundDollarsHalfUp(61249, 1)).toBe(61200);
    expect(roundDollarsHalfUp(55500, 2)).toBe(27800); // 277.50 → 278
    expect(roundDollarsHalfUp(112000, 3)).toBe(37300); // 373.33 → 373
    expect(roundDollarsHalfUp(125000, 3)).toBe(41700); // 416.67 → 417
    expect(roundDollarsHalfUp(0, 7)).toBe(0);
    expect(roundToWholeDollarHalfUp(450)).toBe(500);
    expect(roundToWholeDollarHalfUp(449)).toBe(400);
  });

  it('rounds half up for negative amounts too', () => {
    expect(roundToWholeDollarHalfUp(-250)).toBe(-200);
    expect(roundToWholeDollarHalfUp(-251)).toBe(-300);
  });

  it('refuses a denominator that is not a positive whole number', () => {
    expect(() => roundDollarsHalfUp(100, 0)).toThrow(RangeError);
    expect(() => roundDollarsHalfUp(100, 1.5)).toThrow(RangeError);
  });
});

describe('centsToDecimal: the plain decimal text of numeric columns, WiPay and input boxes', () => {
  it.each([
    [129950, '1299.50'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-50, '-0.50'],
    [-99, '-0.99'],
    [-100, '-1.00'],
    [-129950, '-1299.50'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
    expect(toCents(text)).toBe(cents);
  });
  it('refuses a fraction of a cent', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
  });
});

describe('the two TT$ formatters, one per unit', () => {
  it('ttCents takes cents, and shows nothing for no amount', () => {
    expect(ttCents(129950)).toBe('TT$1,299.50');
    expect(ttCents(-50)).toBe('-TT$0.50');
    expect(ttCents(null)).toBe('');
    expect(ttCents(undefined)).toBe('');
  });
  it('ttDollars takes the API’s dollars, as numbers or numeric text', () => {
    expect(ttDollars(1299.5)).toBe('TT$1,299.50');
    expect(ttDollars('40.00')).toBe('TT$40.00');
    expect(ttDollars(-0.5)).toBe('-TT$0.50');
  });
});

describe('readTypedAmount', () => {
  it('reads what staff type, with separators and the TT$ sign', () => {
    expect(readTypedAmount('1299')).toBe(129900);
    expect(readTypedAmount('TT$1,299.5')).toBe(129950);
    expect(readTypedAmount(' 12 .05 ')).toBe(1205);
    expect(readTypedAmount('00000000000000000000012.00')).toBe(1200);
    expect(readTypedAmount('99,999,999.99')).toBe(MAX_TYPED_AMOUNT);
  });
  it('says an amount does not fit before doing any arithmetic on it', () => {
    expect(readTypedAmount('100000000')).toBe('too-large');
    expect(readTypedAmount('12345678901234567890')).toBe('too-large');
    expect(readTypedAmount('9'.repeat(400))).toBe('too-large');
    expect(readTypedAmount('9999999999.99', MONEY_COLUMN_MAX)).toBe(MONEY_COLUMN_MAX);
    expect(readTypedAmount('10000000000', MONEY_COLUMN_MAX)).toBe('too-large');
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1e30', '1.234', '12,34', 'Infinity', '１２３', 'TT$']) {
      expect(readTypedAmount(text), text).toBe('not-an-amount');
    }
  });
  it('names the field in the message', () => {
    expect(amountTooLarge('Sales price')).toBe('Sales price must be at most TT$99,999,999.99.');
  });
});
