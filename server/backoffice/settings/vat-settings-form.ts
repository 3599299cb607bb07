// The VAT part of the settings page, the owner's alone (the 'settings' area): registered or not, the
// VAT registration number, the rate, and when an order is given its invoice number (decision 0041).
import type { Database } from '../../../database/connect';
import { vatSettingsSchema } from '../../../shop-rules/forms/settings';
import { readShopSettings, writeShopSettings } from '../../settings/shop-settings';
import { type Actor, recordChange } from '../shared/audit';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';
import type { SettingsDefaults } from './settings-form';

export async function saveVatSettings(
  db: Database,
  actor: Actor,
  defaults: SettingsDefaults,
  form: FormData,
): Promise<string> {
  const f = readForm(vatSettingsSchema, form);
  await db.transaction(async (tx) => {
    const current = await readShopSettings(insideTransaction(tx), defaults);
    const before = {
      vatRegistered: current.vatRegistered,
      vatNumber: current.vatNumber,
      vatRateBasisPoints: current.vatRateBasisPoints,
      invoiceNumberWhen: current.invoiceNumberWhen,
    };
    const after = {
      vatRegistered: f.vatRegistered,
      vatNumber: f.vatNumber,
      vatRateBasisPoints: f.vatRate,
      invoiceNumberWhen: f.invoiceNumberWhen,
    };
    await writeShopSettings(insideTransaction(tx), after);
    await recordChange(tx, actor, { action: 'settings.vat', entity: 'settings', entityId: 'vat', before, after });
  });
  return 'The VAT settings are saved.';
}
