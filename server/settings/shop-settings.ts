// Shop settings the staff can change: kept as JSON in the settings table and parsed by the schema in
// shop-rules/settings.ts, with the demo defaults below until the shop enters its own. Demo values are
// visibly fake on purpose.
import { eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { settings } from '../../database/schema';
import { DEFAULT_MAX_QUANTITY_PER_LINE, MIN_DELIVERY_ORDER } from '../../shop-rules/constants';
import { DEFAULT_FREIGHT_RATES } from '../../shop-rules/freight';
import { parseShopSettings, type ShopSettings, shopSettingsSchema } from '../../shop-rules/settings';
import { DEFAULT_LOW_STOCK_AT } from '../../shop-rules/stock';
import { DEFAULT_VAT_RATE_BASIS_POINTS } from '../../shop-rules/vat';

export type { ShopSettings };

export const DEMO_SETTINGS: ShopSettings = {
  shopName: 'Trini Shop (demo)',
  contactPhone: '+1 (868) 555-0100',
  whatsappNumber: '+1 (868) 555-0101',
  infoEmail: 'info@example.test',
  ordersEmail: 'orders@example.test',
  postalAddress: '12 Demo Street (not a real address), Port of Spain, Trinidad and Tobago',
  pickupAddress: 'Demo Outlet, 45 Example Road (not a real address), Chaguanas, Trinidad',
  pickupPhone: '+1 (868) 555-0102',
  bankAccountName: 'Trini Shop Demo Ltd (not a real account)',
  bankName: 'Demo Bank of Trinidad and Tobago',
  bankAccountNumber: '000-000000-0 (demo)',
  bankSwiftCode: 'DEMOTTPS',
  cardGatewayEnabled: false,
  freightTrinidad: DEFAULT_FREIGHT_RATES.trinidad,
  freightTobago: DEFAULT_FREIGHT_RATES.tobago,
  freightTrinidadFreeDelivery: DEFAULT_FREIGHT_RATES.trinidadFreeDelivery,
  freightTobagoFreeDelivery: DEFAULT_FREIGHT_RATES.tobagoFreeDelivery,
  maxQuantityPerLine: DEFAULT_MAX_QUANTITY_PER_LINE,
  cardPaymentMinutes: 30,
  lowStockAt: DEFAULT_LOW_STOCK_AT,
  vatRegistered: false,
  vatNumber: '',
  vatRateBasisPoints: DEFAULT_VAT_RATE_BASIS_POINTS,
  invoiceNumberWhen: 'paid',
  deliveryMinimumOn: false,
  deliveryMinimum: MIN_DELIVERY_ORDER,
};

/** The shop's row (server/catalogue/standing-data.ts reads it with the rest of a page's standing data). */
export const SETTINGS_KEY = 'shop';
/** The WiPay account's row (server/settings/wipay-account.ts). */
export const WIPAY_SETTINGS_KEY = 'wipay';

export async function readShopSettings(db: Database, defaults: Partial<ShopSettings> = {}): Promise<ShopSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  return shopSettingsOf(row?.value, defaults);
}

/** The stored 'shop' row's value parsed, with the demo defaults under it. */
export function shopSettingsOf(stored: unknown, defaults: Partial<ShopSettings> = {}): ShopSettings {
  // Parsed here once, so the server and the storefront (through the root loader) use the same values.
  return parseShopSettings(stored, { ...DEMO_SETTINGS, ...defaults });
}

export async function writeShopSettings(db: Database, patch: Partial<ShopSettings>): Promise<ShopSettings> {
  const current = await readShopSettings(db);
  const next = shopSettingsSchema.parse({ ...current, ...patch });
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value: next })
    .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
  return next;
}
