// The WiPay account form: account number and API key, kept by server/settings/wipay-account.ts. The key
// is write-only: pages only learn whether one is stored, and the audit log records that it changed,
// never the key.
import type { Database } from '../../../database/connect';
import { wipayAccountSchema } from '../../../shop-rules/forms/settings';
import { SANDBOX_ACCOUNT_NUMBER, SANDBOX_API_KEY, sandboxCredentialsInLive } from '../../payments/card-test-mode';
import { readWipayAccount, type WipayAccount, writeWipayAccount } from '../../settings/wipay-account';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import { insideTransaction } from '../shared/inside-transaction';

export async function wipayAccountForEdit(
  db: Database,
  fallback: { accountNumber: string; environment: 'sandbox' | 'live' },
) {
  const stored = await readWipayAccount(db);
  return {
    accountNumber: stored?.accountNumber ?? fallback.accountNumber,
    environment: stored?.environment ?? fallback.environment,
    keyStored: Boolean(stored?.apiKey),
    fromServerSettings: stored === null,
  };
}

export const LIVE_WITH_SANDBOX_ACCOUNT = `${SANDBOX_ACCOUNT_NUMBER} is WiPay's public sandbox account: a live account needs the shop's own account number.`;
export const LIVE_WITH_SANDBOX_KEY = `${SANDBOX_API_KEY} is WiPay's public sandbox key: a live account needs the key WiPay gave the shop.`;

/** Anyone can sign a payment return with the public sandbox key: it never takes real money (decision 0020). */
function refuseSandboxCredentialsInLive(account: WipayAccount) {
  const wrong = sandboxCredentialsInLive(account);
  if (wrong.length === 0) return;
  const fields: Record<string, string> = {};
  if (wrong.includes('accountNumber')) fields.accountNumber = LIVE_WITH_SANDBOX_ACCOUNT;
  if (wrong.includes('apiKey')) fields.apiKey = LIVE_WITH_SANDBOX_KEY;
  throw new BackofficeError(Object.values(fields)[0]!, fields);
}

export async function saveWipayAccount(db: Database, actor: Actor, form: FormData): Promise<string> {
  const f = readForm(wipayAccountSchema, form);
  const typedKey = String(form.get('apiKey') ?? '').trim();
  if (typedKey.length > 200)
    throw new BackofficeError('The API key must be at most 200 characters.', {
      apiKey: 'The API key must be at most 200 characters.',
    });
  await db.transaction(async (tx) => {
    const before = await readWipayAccount(insideTransaction(tx));
    const apiKey = typedKey || before?.apiKey || '';
    if (!apiKey)
      throw new BackofficeError('Please enter the API key WiPay gave the shop.', {
        apiKey: 'Please enter the API key WiPay gave the shop.',
      });
    const next: WipayAccount = { ...f, apiKey };
    refuseSandboxCredentialsInLive(next);
    await writeWipayAccount(tx, next);
    const hide = (a: WipayAccount | null) =>
      a ? { accountNumber: a.accountNumber, environment: a.environment, apiKey: '(hidden)' } : null;
    await recordChange(tx, actor, {
      action: 'settings.wipay',
      entity: 'settings',
      entityId: 'wipay',
      before: hide(before),
      after: { ...hide(next), keyChanged: Boolean(typedKey) },
    });
  });
  return 'The WiPay account is saved.';
}
