// WhatsApp chats opened by a wa.me link (no API, no key): the number in international digits and a
// message typed in advance (docs/product.md#whatsapp).
import type { OrderStatus } from './order-constants';

const STATUS_IN_WORDS: Record<OrderStatus, string> = {
  Pending: 'received (Pending)',
  Processed: 'being prepared (Processed)',
  Shipped: 'on its way (Shipped)',
  Enroute: 'out for delivery today (Enroute)',
  Arrived: 'arrived (Arrived)',
  Cancelled: 'cancelled',
};

/** A Trinidad and Tobago mobile as WhatsApp wants it: 7 digits become 1 868 and the 7 digits. */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 7) return `1868${digits}`;
  if (digits.length === 10 && digits.startsWith('868')) return `1${digits}`;
  return digits;
}

export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** What the staff's WhatsApp button types for the customer: the order number and where it stands. */
export function orderUpdateMessage(o: { orderNo: number; customerName: string; status: string; shopName: string }) {
  return `Hello ${o.customerName}, this is ${o.shopName} about your order ${o.orderNo}: it is ${STATUS_IN_WORDS[o.status as OrderStatus] ?? o.status}.`;
}

/** What the customer's chat with the shop starts with when they send a transfer receipt. */
export const RECEIPT_MESSAGE = 'Receipt of my bank transfer for order ';
