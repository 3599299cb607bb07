// The order confirmation mail: what was ordered, what it costs, and how to pay. Plain text and a
// simple HTML twin with the same content; every value from the order is escaped.

import { PAYMENT_METHOD_BANK_TRANSFER, PAYMENT_METHOD_CARD, type PaymentMethodNo } from '../../shop-rules/constants';
import { AREA_CHARGE_LABEL, deliveryDayLine } from '../../shop-rules/delivery/delivery-areas';
import { orderDiscountLabel } from '../../shop-rules/discount-codes';
import { bankReference } from '../../shop-rules/messages/orders';
import { CARD_CHARGED_LABEL, CARD_FEE_LABEL } from '../../shop-rules/messages/payments';
import { type Cents, formatTT } from '../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../shop-rules/order-constants';
import { fullPhoneNumber } from '../../shop-rules/validation';
import type { ShopSettings } from '../settings/shop-settings';
import { escapeHtml } from './plain-mail';

export interface OrderMailLine {
  name: string;
  /** 'Red, M', or '' */
  option: string;
  quantity: number;
  lineTotal: Cents;
}

export interface OrderMailView {
  orderNo: number;
  orderDate: string;
  customerName: string;
  customerMobile: string;
  lines: OrderMailLine[];
  itemTotal: Cents;
  freight: Cents;
  /** The discount code's line (docs/product.md#discount-codes); null without a code. */
  discount?: { code: string; amount: Cents } | null;
  /** The delivery area's extra charge, its own line (decision 0080); absent outside every area. */
  area?: { name: string; charge: Cents } | null;
  /** The delivery day chosen or given (yyyy-mm-dd), when there is one. */
  deliveryDate?: string | null;
  total: Cents;
  isPickup: boolean;
  /** The pickup point chosen; without it the settings' pickup address is used. */
  pickup?: { address: string; phone: string } | null;
  address: string;
  city: string | null;
  island: string;
  remarks: string;
  pmNo: number;
  /** For card orders, once WiPay confirmed the payment. */
  cardPayment?: { transactionId: string; charged: Cents | null; card: string | null; testMode?: boolean };
  /**
   * 'VAT invoice INV-000042 · VAT included at 12.5 %: TT$12.78' once the order has its invoice number
   * (a card payment while the shop is VAT registered: docs/decisions/0041); absent or '' before.
   */
  invoiceLine?: string;
  settings: Pick<
    ShopSettings,
    | 'shopName'
    | 'contactPhone'
    | 'whatsappNumber'
    | 'pickupAddress'
    | 'pickupPhone'
    | 'bankAccountName'
    | 'bankName'
    | 'bankAccountNumber'
    | 'bankSwiftCode'
  >;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Paragraphs of the payment instructions, per payment method. */
function paymentText(v: OrderMailView): string[] {
  const s = v.settings;
  if (v.pmNo === PAYMENT_METHOD_CARD) {
    const p = v.cardPayment;
    if (!p) return ['Payment: by card through WiPay.'];
    const charged =
      p.charged !== null && p.charged !== v.total
        ? ` ${formatTT(p.charged)} was charged to your card (this includes the card processing fee).`
        : '';
    // Test money never looks like real money (decision 0020).
    if (p.testMode) {
      return [`Payment: a TEST card payment in WiPay's sandbox, transaction ${p.transactionId}. No card was charged.`];
    }
    return [
      `Payment: paid by card through WiPay${p.card ? ` (${p.card})` : ''}, transaction ${p.transactionId}.${charged}`,
    ];
  }
  if (v.pmNo === PAYMENT_METHOD_BANK_TRANSFER) {
    return [
      `Payment: bank transfer. Please transfer ${formatTT(v.total)} to:`,
      `Account name: ${s.bankAccountName}\nBank: ${s.bankName}\nAccount number: ${s.bankAccountNumber}\nSWIFT code: ${s.bankSwiftCode}`,
      bankReference(v.orderNo),
      `Then send the receipt by WhatsApp to ${s.whatsappNumber}, quoting order number ${v.orderNo}. We send your order once the transfer has arrived.`,
    ];
  }
  return [
    v.isPickup
      ? `Payment: ${PAYMENT_METHOD_NAMES[v.pmNo as PaymentMethodNo] ?? 'Cash on Delivery'}. Pay ${formatTT(v.total)} when you collect your order.`
      : `Payment: Cash on Delivery. Pay ${formatTT(v.total)} in cash (or by card terminal) when your order is delivered.`,
  ];
}

function deliveryText(v: OrderMailView): string {
  if (v.isPickup) {
    const place = v.pickup ?? { address: v.settings.pickupAddress, phone: v.settings.pickupPhone };
    return `Pickup at: ${place.address}. Please call ${place.phone} before you come.`;
  }
  const place = [v.address, v.city, v.island].filter((x) => x?.trim()).join(', ');
  return `Delivery to: ${place}.${v.deliveryDate ? ` ${deliveryDayLine(v.deliveryDate)}.` : ''}`;
}

function lineText(l: OrderMailLine): string {
  return `${l.quantity} × ${l.name}${l.option ? ` (${l.option})` : ''}: ${formatTT(l.lineTotal)}`;
}

export function renderOrderConfirmation(v: OrderMailView): RenderedMail {
  const shop = v.settings.shopName;
  const paid = v.pmNo === PAYMENT_METHOD_CARD && v.cardPayment;
  const subject = paid ? `Order ${v.orderNo} is paid – ${shop}` : `Order ${v.orderNo} received – ${shop}`;
  const intro = `Dear ${v.customerName}, thank you for your order ${v.orderNo} of ${v.orderDate}.`;
  const freightLabel = v.isPickup ? 'Freight (pickup)' : 'Freight';
  const totals: [string, Cents][] = [
    ['Sub-Total', v.itemTotal],
    [freightLabel, v.freight],
    ...(v.area && v.area.charge > 0 ? [[AREA_CHARGE_LABEL(v.area.name), v.area.charge] as [string, Cents]] : []),
    ...(v.discount ? [[orderDiscountLabel(v.discount.code), -v.discount.amount] as [string, Cents]] : []),
    ['Total', v.total],
  ];
  // Paid by card with a fee on the shopper: the fee and what the card was charged (docs/decisions/0060).
  const charged = v.pmNo === PAYMENT_METHOD_CARD ? (v.cardPayment?.charged ?? null) : null;
  if (charged !== null && charged > v.total)
    totals.push([CARD_FEE_LABEL, charged - v.total], [CARD_CHARGED_LABEL, charged]);
  const payment = [...paymentText(v), ...(v.invoiceLine ? [v.invoiceLine] : [])];
  const delivery = deliveryText(v);
  const contact = `Questions? Call ${v.settings.contactPhone} and quote order number ${v.orderNo}.`;

  const text = [
    intro,
    '',
    ...v.lines.map(lineText),
    '',
    ...totals.map(([label, cents]) => `${label}: ${formatTT(cents)}`),
    '',
    delivery,
    `Mobile: ${fullPhoneNumber(v.customerMobile)}`,
    ...(v.remarks ? [`Your notes: ${v.remarks}`] : []),
    '',
    payment.join('\n\n'),
    '',
    contact,
    '',
    shop,
  ].join('\n');

  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${e(l.name)}${l.option ? `<br><small>${e(l.option)}</small>` : ''}</td><td ${cell} align="right">${l.quantity}</td><td ${cell} align="right">${e(formatTT(l.lineTotal))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, cents]) =>
        `<tr><th colspan="2" align="right" style="padding:4px 8px">${e(label)}</th><td align="right" style="padding:4px 8px">${e(formatTT(cents))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">${e(subject)}</h1>
<p>${e(intro)}</p>
<table style="border-collapse:collapse"><thead><tr><th align="left" ${cell}>Product</th><th ${cell}>Qty</th><th ${cell} align="right">Total</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totalRows}</tfoot></table>
<p>${e(delivery)}<br>Mobile: ${e(fullPhoneNumber(v.customerMobile))}${v.remarks ? `<br>Your notes: ${e(v.remarks)}` : ''}</p>
${payment.map((p) => `<p>${e(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p>${e(contact)}</p>
<p>${e(shop)}</p>
</body></html>`;
  return { subject, text, html };
}
