// Payments and refunds (with VAT invoices) in the back office: what the other areas may use. The
// area's pages are in ./desk.ts; see ./README.md.
export type { OrderRefundsPanel, RefundDeps } from './order-refunds';
export { orderRefundsPanel, refundInTransaction, refuseCancelOwingRefund } from './order-refunds';
export type { FlaggedReturn } from './payment-list';
export { awaitingTransfer, flaggedReturns, paymentView } from './payment-list';
export { orderInvoice } from './vat-invoice';
