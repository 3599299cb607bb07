// The customer's mails about money going back and returns decided (docs/product.md#refunds): one when
// a refund is recorded, one when a return request is approved or refused (with its refund, if any).
// Each is written to the outbox in the transaction of the change, so it goes once.
import { type Cents, formatTT } from '../../shop-rules/money';
import { REFUND_METHOD_NAMES, type RefundMethod } from '../../shop-rules/refunds';
import { escapeHtml } from './plain-mail';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function mailOf(subject: string, paragraphs: string[]): RenderedMail {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  };
}

export interface ShopSigning {
  shopName: string;
  contactPhone: string;
}

export interface RefundNews {
  amount: Cents;
  method: RefundMethod;
  reason: string;
}

const howItComes: Record<RefundMethod, string> = {
  card: 'It goes back to the card you paid with; your bank may take a few days to show it.',
  bank: 'It is paid to your bank account by bank transfer.',
  cash: 'It is paid to you in cash.',
};

const refundLines = (orderNo: number, r: RefundNews) => [
  `We have refunded ${formatTT(r.amount)} on your order ${orderNo} (${REFUND_METHOD_NAMES[r.method].toLowerCase()}).`,
  howItComes[r.method],
  ...(r.reason ? [`Reason: ${r.reason}`] : []),
];

const closing = (s: ShopSigning) => [
  `Questions? Call us on ${s.contactPhone}.`,
  `Thank you for shopping with ${s.shopName}.`,
];

export function renderRefundMail(v: ShopSigning & { orderNo: number; customerName: string; refund: RefundNews }) {
  return mailOf(`Refund on order ${v.orderNo} – ${v.shopName}`, [
    `Dear ${v.customerName},`,
    ...refundLines(v.orderNo, v.refund),
    ...closing(v),
  ]);
}

export function renderReturnDecisionMail(
  v: ShopSigning & {
    rmaNo: number;
    orderNo: number;
    customerName: string;
    productName: string;
    quantity: number;
    decision: 'Approved' | 'Refused';
    comment: string;
    refund: RefundNews | null;
  },
) {
  const approved = v.decision === 'Approved';
  return mailOf(`Your return ${v.rmaNo} is ${approved ? 'approved' : 'refused'} – ${v.shopName}`, [
    `Dear ${v.customerName},`,
    `Your return request ${v.rmaNo} for ${v.quantity} × ${v.productName} (order ${v.orderNo}) is ${
      approved ? 'approved' : 'refused'
    }.`,
    ...(v.comment ? [`Note from the shop: ${v.comment}`] : []),
    ...(v.refund ? refundLines(v.orderNo, v.refund) : []),
    ...closing(v),
  ]);
}
