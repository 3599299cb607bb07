// The VAT part of the settings page, the owner's alone (the 'settings' area): registered or not, the
// VAT registration number, the rate, and when an order is given its invoice number (decision 0041).
import { z } from 'zod';
import type { Database } from '../../database/connect';
import { INVOICE_MOMENTS, parseVatRate } from '../../shop-rules/vat';
import { readShopSettings, writeShopSettings } from '../settings/shop-settings';
import { type Actor, recordChange } from './audit';
import { checkbox, choice, readForm, text } from './form-fields';
import { insideTransaction } from './inside-transaction';
import type { SettingsDefaults } from './settings-form';

const vatSchema = z
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

export async function saveVatSettings(
  db: Database,
  actor: Actor,
  defaults: SettingsDefaults,
  form: FormData,
): Promise<string> {
  const f = readForm(vatSchema, form);
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
