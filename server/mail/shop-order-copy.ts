// The shop's copy of an order confirmation, for the orders address of the shop settings: the same
// content the customer received, with a subject the staff can sort by and whom to answer.

import { PAYMENT_METHOD_CARD, type PaymentMethodNo } from '../../shop-rules/constants';
import { formatTT } from '../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../shop-rules/order-constants';
import { type OrderMailView, type RenderedMail, renderOrderConfirmation } from './order-confirmation';

export function renderShopOrderCopy(v: OrderMailView, customerEmail: string | null): RenderedMail {
  const customer = renderOrderConfirmation(v);
  const method =
    v.pmNo === PAYMENT_METHOD_CARD
      ? 'Card (WiPay)'
      : (PAYMENT_METHOD_NAMES[v.pmNo as PaymentMethodNo] ?? `PMNo ${v.pmNo}`);
  const how = v.isPickup ? 'pickup' : 'delivery';
  const paidAs = v.cardPayment?.testMode ? 'TEST payment, order' : 'Paid order';
  const subject =
    v.pmNo === PAYMENT_METHOD_CARD && v.cardPayment
      ? `${paidAs} ${v.orderNo}: ${formatTT(v.total)}, ${method}, ${how}`
      : `New order ${v.orderNo}: ${formatTT(v.total)}, ${method}, ${how}`;
  const sentTo = customerEmail
    ? `The customer was mailed this confirmation at ${customerEmail}.`
    : 'The customer gave no e-mail address; this is the only copy.';
  const note = `Shop copy. ${sentTo}`;
  const e = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    subject,
    text: `${note}\n\n${customer.text}`,
    html: customer.html
      .split(e(customer.subject))
      .join(e(subject))
      .replace(
        '<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
        (body) => `${body}\n<p><strong>${e(note)}</strong></p>`,
      ),
  };
}
