// The order updates the shop sends as WhatsApp utility template messages (docs/product.md#whatsapp-updates):
// each update, the setting that names its template, and its body parameters in order. A template
// approved in WhatsApp Manager must have exactly these parameters ({{1}}, {{2}} …), in this order.

export const WHATSAPP_UPDATES = {
  'order-received': {
    setting: 'WHATSAPP_TEMPLATE_ORDER_RECEIVED',
    template: 'order_received',
    params: ['customer name', 'order number', 'total', 'how to pay (bank details for a bank transfer)'],
  },
  'out-for-delivery': {
    setting: 'WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY',
    template: 'out_for_delivery',
    params: ['customer name', 'order number'],
  },
  'delivery-failed': {
    setting: 'WHATSAPP_TEMPLATE_DELIVERY_FAILED',
    template: 'delivery_failed',
    params: [
      'customer name',
      'order number',
      'what happened at the door',
      'what comes next: the link to choose a new day',
    ],
  },
  delivered: {
    setting: 'WHATSAPP_TEMPLATE_DELIVERED',
    template: 'order_delivered',
    params: ['customer name', 'order number'],
  },
  'payment-received': {
    setting: 'WHATSAPP_TEMPLATE_PAYMENT_RECEIVED',
    template: 'payment_received',
    params: ['customer name', 'order number', 'amount'],
  },
  refund: {
    setting: 'WHATSAPP_TEMPLATE_REFUND',
    template: 'order_refund',
    params: ['customer name', 'order number', 'amount'],
  },
} as const;

export type WhatsappUpdate = keyof typeof WHATSAPP_UPDATES;

/** What the outbox keeps for one template message: sent as it is to the Cloud API. */
export interface TemplateMessage {
  update: WhatsappUpdate;
  template: string;
  language: string;
  params: string[];
}

export const WHATSAPP_OPT_IN_LABEL = 'Send me updates about this order on WhatsApp';
