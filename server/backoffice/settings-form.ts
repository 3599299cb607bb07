// The shop's settings page: name, contact numbers, mail addresses, pickup address, bank details, the
// card-gateway flag, how long an unpaid card order keeps its stock, the freight amounts (cents, as
// the settings keep them), the most of one item an order may hold and the shop's low-stock level.
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { MAX_QUANTITY_PER_LINE_CEILING } from '../../shop-rules/constants';
import { MAX_LOW_STOCK_AT } from '../../shop-rules/stock';
import { readShopSettings, type ShopSettings, writeShopSettings } from '../settings/shop-settings';
import { type Actor, recordChange } from './audit';
import { checkbox, email, money, readForm, text, whole } from './form-fields';
import { insideTransaction } from './inside-transaction';

const settingsSchema = z.object({
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

export interface SettingsDefaults {
  shopName: string;
  cardGatewayEnabled: boolean;
}

/** The settings as the shop uses them now. */
export function settingsForEdit(db: Database, defaults: SettingsDefaults): Promise<ShopSettings> {
  return readShopSettings(db, defaults);
}

export async function saveSettings(
  db: Database,
  actor: Actor,
  defaults: SettingsDefaults,
  form: FormData,
): Promise<string> {
  const f = readForm(settingsSchema, form);
  await db.transaction(async (tx) => {
    const before = await readShopSettings(insideTransaction(tx), defaults);
    const next = {
      ...f,
      cardPaymentMinutes: f.cardPaymentMinutes ?? before.cardPaymentMinutes,
      lowStockAt: f.lowStockAt ?? before.lowStockAt,
    } as ShopSettings;
    await writeShopSettings(insideTransaction(tx), next);
    await recordChange(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'shop',
      before,
      after: next,
    });
  });
  return 'The settings are saved.';
}
