// VAT for a shop whose prices include it (docs/product.md#vat-invoices, docs/decisions/0041). Rates are
// kept as whole basis points (12.5 % = 1250) and amounts in cents, so every figure here is exact.
import { type Cents, formatTT } from './money';

/** Trinidad and Tobago's standard rate: 12.5 %. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 1250;
/** 100 % in basis points. */
export const BASIS_POINTS = 10_000;
export const MAX_VAT_RATE_BASIS_POINTS = 5000;

/** When an order is given its invoice number. */
export const INVOICE_MOMENTS = Object.freeze(['paid', 'shipped'] as const);
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];

/**
 * The VAT contained in an amount that includes it: round(total × rate / (1 + rate)), half up, in
 * integer arithmetic (no floating point). Negative amounts are rounded the same way on their size.
 */
export function vatContained(totalCents: Cents, rateBasisPoints: number): Cents {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('The amount must be whole cents.');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > BASIS_POINTS)
    throw new RangeError('The VAT rate must be whole basis points from 0 to 10000.');
  const size = BigInt(Math.abs(totalCents));
  const rate = BigInt(rateBasisPoints);
  const denominator = BigInt(BASIS_POINTS) + rate;
  const rounded = (2n * size * rate + denominator) / (2n * denominator);
  const vat = Number(rounded);
  return totalCents < 0 ? 0 - vat : vat;
}

/** "12.5 %" for 1250 basis points; "15 %" for 1500. */
export function formatVatRate(rateBasisPoints: number): string {
  const whole = Math.trunc(rateBasisPoints / 100);
  const rest = rateBasisPoints % 100;
  const decimals = rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals} %`;
}

/** The percentage a person types ("12.5") as basis points, or null when it is not one with at most two decimals. */
export function parseVatRate(text: string): number | null {
  const m = /^\s*(\d{1,2})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const points = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return points <= MAX_VAT_RATE_BASIS_POINTS ? points : null;
}

/** An invoice number as printed: INV-000123. */
export function invoiceLabel(invoiceNo: number): string {
  return `INV-${String(invoiceNo).padStart(6, '0')}`;
}

/** A credit note's number as printed: CN-000007. */
export function creditNoteLabel(creditNoteNo: number): string {
  return `CN-${String(creditNoteNo).padStart(6, '0')}`;
}

/** The invoice line of a mail or page: "VAT invoice INV-000042 · VAT included at 12.5 %: TT$12.78". */
export function invoiceVatLine(invoiceNo: number, totalCents: Cents, rateBasisPoints: number): string {
  return `VAT invoice ${invoiceLabel(invoiceNo)} · VAT included at ${formatVatRate(rateBasisPoints)}: ${formatTT(vatContained(totalCents, rateBasisPoints))}`;
}
