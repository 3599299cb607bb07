// The shop's settings as the staff set them in the back office: the server keeps them as JSON and
// parses them with this schema on every read; the storefront gets them through the root loader.
// Money is in cents, like every amount in the shop (docs/decisions/0003-money-in-integer-cents.md).
import * as z from 'zod/mini';
import { MAX_QUANTITY_PER_LINE_CEILING } from './constants';
import { MAX_LOW_STOCK_AT } from './stock';
import { INVOICE_MOMENTS, MAX_VAT_RATE_BASIS_POINTS } from './vat';

const cents = z.int().check(z.minimum(0));

export const shopSettingsSchema = z.object({
  shopName: z.string(),
  contactPhone: z.string(),
  whatsappNumber: z.string(),
  infoEmail: z.string(),
  ordersEmail: z.string(),
  postalAddress: z.string(),
  pickupAddress: z.string(),
  pickupPhone: z.string(),
  bankAccountName: z.string(),
  bankName: z.string(),
  bankAccountNumber: z.string(),
  bankSwiftCode: z.string(),
  cardGatewayEnabled: z.boolean(),
  freightTrinidad: cents,
  freightTobago: cents,
  freightTrinidadFreeDelivery: cents,
  freightTobagoFreeDelivery: cents,
  /** The most units of one item (product and variant) one order may hold. */
  maxQuantityPerLine: z.int().check(z.minimum(1), z.maximum(MAX_QUANTITY_PER_LINE_CEILING)),
  /** Minutes an unpaid card order holds its stock after its latest WiPay page (decision 0020). */
  cardPaymentMinutes: z.int().check(z.minimum(1)),
  /** Stock at or below this is low, for products without a level of their own (decision 0037). */
  lowStockAt: z.int().check(z.minimum(0), z.maximum(MAX_LOW_STOCK_AT)),
  /** VAT invoices and credit notes (decision 0041); prices always include VAT. Off until the owner sets it. */
  vatRegistered: z.boolean(),
  vatNumber: z.string(),
  vatRateBasisPoints: z.int().check(z.minimum(0), z.maximum(MAX_VAT_RATE_BASIS_POINTS)),
  invoiceNumberWhen: z.enum(INVOICE_MOMENTS),
  /** The delivery policy's minimum for delivery (decision 0080): off until the owner turns it on. */
  deliveryMinimumOn: z.boolean(),
  deliveryMinimum: cents,
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * The settings from what is stored: each stored value the schema accepts replaces the default; a value
 * it refuses (or a field it does not know) is left out, so one damaged value cannot stop the shop.
 */
export function parseShopSettings(stored: unknown, defaults: ShopSettings): ShopSettings {
  const shape = shopSettingsSchema.shape;
  const kept: Record<string, unknown> = {};
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (Object.hasOwn(shape, key) && shape[key as keyof typeof shape].safeParse(value).success) kept[key] = value;
    }
  }
  return shopSettingsSchema.parse({ ...defaults, ...kept });
}
