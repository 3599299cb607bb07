// The owner's settings page (docs/product.md#settings): the shop's own form, the VAT form and the WiPay
// account form, each checked in the browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import { MAX_QUANTITY_PER_LINE_CEILING } from '../constants';
import { MAX_LOW_STOCK_AT } from '../stock';
import { INVOICE_MOMENTS, parseVatRate } from '../vat';
import { checkbox, choice, email, money, text, whole } from './fields';

export const shopSettingsSchema = z.object({
  shopName: text('Shop name', { max: 100, required: true }),
  contactPhone: text('Contact phone', { max: 40, required: true }),
  whatsappNumber: text('WhatsApp number', { max: 40, required: true }),
  infoEmail: email('Information e-mail', { required: true }),
  ordersEmail: email('Orders e-mail', { required: true }),
  postalAddress: text('Postal address', { max: 300, required: true }),
  pickupAddress: text('Pickup address', { max: 300, required: true }),
  pickupPhone: text('Pickup phone', { max: 40, required: true }),
  bankAccountName: text('Account name', { max: 120, required: true }),
  bankName: text('Bank name', { max: 120, required: true }),
  bankAccountNumber: text('Account number', { max: 60, required: true }),
  bankSwiftCode: text('SWIFT code', { max: 20, required: true }),
  cardGatewayEnabled: checkbox(),
  // Blank keeps the current value. At least 5 minutes: the shopper needs the time to pay on WiPay's page.
  cardPaymentMinutes: whole('Minutes an unpaid card order keeps its stock', 5, 1440),
  freightTrinidad: money('Freight to Trinidad', { required: true }),
  freightTobago: money('Freight to Tobago', { required: true }),
  freightTrinidadFreeDelivery: money('Freight to Trinidad with free delivery', { required: true }),
  freightTobagoFreeDelivery: money('Freight to Tobago with free delivery', { required: true }),
  maxQuantityPerLine: whole('Most of one item in an order', 1, MAX_QUANTITY_PER_LINE_CEILING, { required: true }),
  // Blank keeps the current value (decision 0037).
  lowStockAt: whole('Low stock at', 0, MAX_LOW_STOCK_AT),
});

export const vatSettingsSchema = z
  .object({
    vatRegistered: checkbox(),
    vatNumber: text('VAT registration number', { max: 40 }),
    vatRate: z.unknown().transform((v, ctx) => {
      const points = parseVatRate(typeof v === 'string' ? v : '');
      if (points === null) {
        ctx.addIssue({ code: 'custom', message: 'VAT rate must be a percentage from 0 to 50, like 12.5.' });
        return z.NEVER;
      }
      return points;
    }),
    invoiceNumberWhen: choice('Invoice number given', INVOICE_MOMENTS),
  })
  .superRefine((f, ctx) => {
    if (f.vatRegistered && !f.vatNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'VAT registration number is required when the shop is VAT registered.',
      });
  });

/** The key is not in the schema: left empty it keeps the stored one, and it is never sent back. */
export const wipayAccountSchema = z.object({
  accountNumber: z.unknown().transform((v, ctx) => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (!/^\d{10}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'WiPay account number must be 10 digits.' });
      return z.NEVER;
    }
    return s;
  }),
  environment: choice('WiPay environment', ['sandbox', 'live'] as const),
});

/** A delivery city on the lists page. */
export const citySchema = z.object({
  name: text('City name', { max: 80, required: true }),
  island: choice('Island', ['Trinidad', 'Tobago'] as const),
  sortOrder: whole('Position', -10_000, 10_000),
  active: checkbox(),
});

/** A shop (a pickup point or where a product is kept) on the lists page. */
export const shopRowSchema = z.object({
  name: text('Shop name', { max: 100, required: true }),
  address: text('Address', { max: 300 }),
  phone: text('Phone', { max: 40 }),
  active: checkbox(),
  pickupPoint: checkbox(),
});

/** A new shop's number, chosen by the owner. */
export const newShopNumberSchema = z.object({ shopNo: whole('Shop number', 1, 999_999, { required: true }) });

/** A payment method's words and place at checkout. */
export const paymentMethodSchema = z.object({
  name: text('Name', { max: 60, required: true }),
  description: text('Text shown at checkout', { max: 500 }),
  sortOrder: whole('Position', -100, 100),
  active: checkbox(),
});
