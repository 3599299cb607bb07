// What the card payment endpoints say to shoppers. The failure text of the return page is the
// specification's (forms.ts); the words shared with the return page are in ../card-payment.ts.
import { CARD_RETURN_REASONS } from '../card-payment';

export const REDIRECTING_TO_WIPAY = 'Order saved. Redirecting to the WiPay payment page.';
export const WIPAY_UNREACHABLE =
  'The card payment service could not be reached. Please try again, or choose another payment method.';
export const wipayRefused = (message: string) => `The card payment could not be started: ${message}`;
export const PAID_AFTER_CANCELLATION = CARD_RETURN_REASONS.cancelledOrder;

// Every total after card payment shows the shopper's part of the card fee and what the card was
// charged (docs/decisions/0060): checkout, the success page, the mail, the order page and the invoice.
export const CARD_FEE_LABEL = 'Card fee';
export const CARD_CHARGED_LABEL = 'Charged to your card';
/** The VAT invoice under its total: the card fee is WiPay's, not part of the shop's sale. */
export const cardChargedNote = (charged: string, fee: string) =>
  `Paid by card: ${charged} charged to the card, including WiPay's card fee of ${fee}, which is not part of this invoice.`;
/** The back office's Refunds panel: what 'Paid' and 'Still refundable' are made of. */
export const REFUNDABLE_COVERS =
  "Paid and Still refundable are the order's total: the goods and the freight, less any discount code.";

/** What the customer reads when the unpaid-card sweep cancels their order (docs/product.md#unpaid-card-orders). */
export const cardNotCompletedMail = (v: {
  orderNo: number;
  minutes: number;
  customerName: string;
  shopName: string;
  contactPhone: string;
}) => ({
  subject: `Order ${v.orderNo} is cancelled: the card payment was not completed – ${v.shopName}`,
  paragraphs: [
    `Dear ${v.customerName},`,
    `Your order ${v.orderNo} has been cancelled because the card payment was not completed within ${v.minutes} minutes.`,
    'No payment for it has reached us. If you still want the products, you are welcome to order them again.',
    'If your bank shows a payment for this order after all, you need do nothing: we place the order again, or refund the payment if the products are no longer in stock.',
    `Questions? Call us on ${v.contactPhone}.`,
    `Thank you for shopping with ${v.shopName}.`,
  ],
});
