// The shop's settings page: name, contact numbers, mail addresses, pickup address, bank details, the
// card-gateway flag, how long an unpaid card order keeps its stock, the freight amounts (cents, as
// the settings keep them), the most of one item an order may hold and the shop's low-stock level.
import type { Database } from '../../../database/connect';
import { shopSettingsSchema } from '../../../shop-rules/forms/settings';
import { readShopSettings, type ShopSettings, writeShopSettings } from '../../settings/shop-settings';
import { type Actor, recordChange } from '../shared/audit';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';

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
  const f = readForm(shopSettingsSchema, form);
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
