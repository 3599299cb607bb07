// The mail a customer gets when the order is Shipped and when it has Arrived, with the staff's comment.
import type { OrderStatus } from '../../shop-rules/order-constants';

export const MAILED_STATUSES: readonly OrderStatus[] = ['Shipped', 'Arrived'];

export interface StatusMailView {
  orderNo: number;
  customerName: string;
  status: 'Shipped' | 'Arrived';
  comment: string;
  isPickup: boolean;
  shopName: string;
  contactPhone: string;
  trackUrl: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderStatusMail(v: StatusMailView): { subject: string; text: string; html: string } {
  const subject =
    v.status === 'Shipped'
      ? `Order ${v.orderNo} is on its way – ${v.shopName}`
      : `Order ${v.orderNo} has arrived – ${v.shopName}`;
  const news =
    v.status === 'Shipped'
      ? `Your order ${v.orderNo} has been shipped${v.isPickup ? ' to the pickup outlet' : ''}.`
      : `Your order ${v.orderNo} has arrived${v.isPickup ? ' at the pickup outlet' : ''}.`;
  const paragraphs = [
    `Dear ${v.customerName},`,
    news,
    ...(v.comment ? [`Note from the shop: ${v.comment}`] : []),
    `Follow your order at ${v.trackUrl} with order number ${v.orderNo} and your mobile number.`,
    `Questions? Call us on ${v.contactPhone}.`,
    `Thank you for shopping with ${v.shopName}.`,
  ];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  };
}
