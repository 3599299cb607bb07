import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteLabel, formatVatRate, invoiceLabel, invoiceVatLine, parseVatRate, vatContained } from './vat';

describe('vatContained', () => {
  it('takes 12.5 % out of a price that includes it', () => {
    expect(vatContained(11250, 1250)).toBe(1250); // TT$112.50 = TT$100 + TT$12.50
    expect(vatContained(100, 1250)).toBe(11); // 11.11… rounds down
    expect(vatContained(5, 1250)).toBe(1); // 0.555… rounds up
    expect(vatContained(0, 1250)).toBe(0);
    expect(vatContained(12345, 0)).toBe(0);
  });
  it('rounds an exact half up', () => {
    // 9 × 1250 / 11250 = 1 exactly; 4.5 appears for 40.5 / 9 → total 36 at rate 1250 gives 4
    expect(vatContained(36, 1250)).toBe(4);
    // 1 × 10000 / 20000 = 0.5 → 1
    expect(vatContained(1, 10000)).toBe(1);
    expect(vatContained(-1, 10000)).toBe(-1);
  });
  it('refuses fractions of a cent and rates out of range', () => {
    expect(() => vatContained(1.5, 1250)).toThrow(RangeError);
    expect(() => vatContained(100, 12.5)).toThrow(RangeError);
    expect(() => vatContained(100, -1)).toThrow(RangeError);
  });
  it('is the nearest whole cent to the exact figure, and net + VAT is the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 10000 }), (total, rate) => {
        const vat = vatContained(total, rate);
        expect(Number.isInteger(vat)).toBe(true);
        // |vat − total·rate/(10000+rate)| ≤ ½, checked in integers
        const diff = BigInt(vat) * BigInt(10000 + rate) - BigInt(total) * BigInt(rate);
        const twice = 2n * (diff < 0n ? -diff : diff);
        expect(twice <= BigInt(10000 + rate)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(total);
      }),
    );
  });
  it('is symmetric for negative amounts and never falls as the total rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 5000 }), (total, rate) => {
        expect(vatContained(-total, rate) + vatContained(total, rate)).toBe(0);
        expect(vatContained(total + 1, rate)).toBeGreaterThanOrEqual(vatContained(total, rate));
      }),
    );
  });
});

describe('rates and numbers as printed', () => {
  it('formats and parses rates', () => {
    expect(formatVatRate(1250)).toBe('12.5 %');
    expect(formatVatRate(1500)).toBe('15 %');
    expect(formatVatRate(1205)).toBe('12.05 %');
    expect(parseVatRate('12.5')).toBe(1250);
    expect(parseVatRate('12.5 %')).toBe(1250);
    expect(parseVatRate('7')).toBe(700);
    expect(parseVatRate('12.555')).toBeNull();
    expect(parseVatRate('abc')).toBeNull();
    expect(parseVatRate('60')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (bp) => {
        expect(parseVatRate(formatVatRate(bp))).toBe(bp);
      }),
    );
  });
  it('labels invoices and credit notes', () => {
    expect(invoiceLabel(42)).toBe('INV-000042');
    expect(creditNoteLabel(7)).toBe('CN-000007');
  });
});

describe('invoiceVatLine', () => {
  it('names the invoice and the VAT the total contains', () => {
    expect(invoiceVatLine(42, 115_00, 1250)).toBe('VAT invoice INV-000042 · VAT included at 12.5 %: TT$12.78');
  });
});
