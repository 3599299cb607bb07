import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import { SANDBOX_ACCOUNTS, wipaySandboxPlugin } from '../../wipay-sandbox/app';
import type { Config } from '../config';
import { databasePaymentStore } from './sandbox-payment-store';
import { WIPAY_SANDBOX_PREFIX, wipaySettings } from './wipay-settings';

/**
 * Mounts the WiPay simulator under /wipay-sandbox when the settings point at no real WiPay. Its open
 * payment pages are kept in the database, so every server of the shop can open them.
 */
export async function mountWipaySandbox(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  const wipay = wipaySettings(config);
  if (!wipay.sandboxInProcess) return;
  // Its pages send their own CSP (inline styles, the card form) over the shop's locked-down default.
  // It knows the configured account and WiPay's own sandbox account (1234567890, key 123), so that
  // account can also be entered in the back office and paid with locally.
  await app.register(wipaySandboxPlugin, {
    prefix: WIPAY_SANDBOX_PREFIX,
    accounts: { ...SANDBOX_ACCOUNTS, [wipay.accountNumber]: wipay.apiKey },
    pending: databasePaymentStore(db),
  });
}
