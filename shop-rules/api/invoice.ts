// One order's VAT invoice and the credit notes of its refunds (docs/product.md#vat-invoices): the
// answer of GET /api/customer/orders/{OrderId}/invoice and what the back office's invoice page
// prints, so both print the same document. Amounts are TT dollars, as everywhere in the API.
import type { PaymentStatus } from '../order-constants';

export interface VatInvoice {
  /** INV-000042 */
  Number: string;
  OrderId: number;
  /** The day the order was placed, 2026-11-21. */
  OrderDate: string;
  Shop: { Name: string; Address: string; Phone: string; Email: string; VatNumber: string };
  Customer: { Name: string; Mobile: string };
  IsPickup: boolean;
  /** The delivery address, or the pickup point. */
  Place: string;
  PaymentMethod: string;
  PaymentStatus: PaymentStatus;
  Lines: VatInvoiceLine[];
  SubTotal: number;
  Shipping: number;
  /** The discount code used and what it took off (0 and null without one). */
  DiscountCode: string | null;
  Discount: number;
  Total: number;
  /** Paid by card with a fee on the shopper: WiPay's fee (not the shop's sale) and what the card was charged. */
  CardFee?: number;
  Charged?: number;
  /** The rate kept with the number: '12.5 %'. */
  VatRate: string;
  /** The VAT the total contains. */
  Vat: number;
  /** One for each refund numbered while the shop was VAT registered, in number order. */
  CreditNotes: VatCreditNote[];
}

export interface VatInvoiceLine {
  ProductName: string;
  /** 'Red, M', or '' */
  Option: string;
  Quantity: number;
  Price: number;
  Total: number;
}

export interface VatCreditNote {
  /** CN-000007 */
  Number: string;
  /** The day the refund was recorded, 2026-11-21. */
  DateAdded: string;
  Amount: number;
  VatRate: string;
  /** The VAT the refunded amount contains. */
  Vat: number;
  Reason: string;
}
