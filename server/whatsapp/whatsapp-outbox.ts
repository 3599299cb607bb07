// A WhatsApp update as an outbox row (docs/decisions/0088): it goes through the mails' outbox, so it is
// written in the transaction of the change that causes it, claimed by one sender at a time, retried
// with the same backoff and listed with the undelivered mails. The row names the template and its
// parameters; the sender posts them to the Cloud API (server/whatsapp/cloud-api.ts).

import { whatsappDigits } from '../../shop-rules/whatsapp';
import { type TemplateMessage, WHATSAPP_UPDATES, type WhatsappUpdate } from '../../shop-rules/whatsapp-updates';
import type { OutboxMail } from '../mail/mail-outbox';
import type { WhatsappSettings } from './whatsapp-settings';

export const WHATSAPP_KIND = 'whatsapp-update';

/** The order as an update needs it: whether its shopper ticked WhatsApp updates, and their mobile. */
export interface WhatsappOrder {
  orderNo: number;
  customerMobile: string;
  whatsappUpdates: boolean;
}

/** The outbox row of one update, or none: no settings, or the shopper did not ask for WhatsApp. */
export function whatsappUpdate(
  settings: WhatsappSettings | null | undefined,
  order: WhatsappOrder,
  update: WhatsappUpdate,
  params: string[],
  key = String(order.orderNo),
): OutboxMail | null {
  if (!settings || !order.whatsappUpdates) return null;
  const digits = whatsappDigits(order.customerMobile);
  if (!/^\d{8,15}$/.test(digits)) return null;
  if (params.length !== WHATSAPP_UPDATES[update].params.length)
    throw new Error(`${update} takes ${WHATSAPP_UPDATES[update].params.length} parameters`);
  const message: TemplateMessage = {
    update,
    template: settings.templates[update],
    language: settings.language,
    // WhatsApp refuses empty parameters and new lines in them.
    params: params.map((p) => p.replace(/\s+/g, ' ').trim() || '-'),
  };
  return {
    kind: WHATSAPP_KIND,
    orderNo: order.orderNo,
    to: digits,
    subject: `WhatsApp: ${message.template} for order ${order.orderNo}`,
    text: JSON.stringify(message),
    html: '',
    dedupeKey: `whatsapp:${update}:${key}`,
  };
}
