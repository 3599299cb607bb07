// Where and how the shop talks to WiPay, from the settings. With no WIPAY_BASE_URL in the sandbox
// environment the bundled simulator answers inside this server under /wipay-sandbox, so a newcomer
// can pay by card locally with no second process; the live environment never falls back to it.
// The account the staff enter in the back office (number, key, environment) wins over the WIPAY_*
// settings once saved; it is read for every payment and every return, and its key stays on the server.
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import { readWipayAccount, type WipayAccount } from '../settings/wipay-account';
import { isCardTestMode } from './card-test-mode';

export const WIPAY_SANDBOX_PREFIX = '/wipay-sandbox';
/** The storefront's payment-provider return page (docs/product.md#card-return-page), named after the provider. */
export const WIPAY_RETURN_PATH = '/wipayreceive';
export const WIPAY_LIVE_BASE_URL = 'https://tt.wipayfinancial.com';
/** The application's id WiPay asks for (origin). */
export const WIPAY_ORIGIN = 'trini-shop';

export interface WipaySettings {
  baseUrl: string;
  /** The simulator is mounted in this very server: requests go to it in-process. */
  sandboxInProcess: boolean;
  accountNumber: string;
  apiKey: string;
  environment: 'sandbox' | 'live';
  feeStructure: Config['WIPAY_FEE_STRUCTURE'];
  responseUrl: string;
  /** Sandbox environment, or WiPay's public sandbox account or key: no payment is real (decision 0020). */
  testMode: boolean;
}

export function wipaySettings(config: Config): WipaySettings {
  const sandboxInProcess = !config.WIPAY_BASE_URL && config.WIPAY_ENVIRONMENT === 'sandbox';
  const baseUrl =
    config.WIPAY_BASE_URL ??
    (sandboxInProcess ? `${config.publicBaseUrl}${WIPAY_SANDBOX_PREFIX}` : WIPAY_LIVE_BASE_URL);
  const credentials = {
    accountNumber: config.WIPAY_ACCOUNT_NUMBER,
    apiKey: config.WIPAY_API_KEY,
    environment: config.WIPAY_ENVIRONMENT,
  };
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    sandboxInProcess,
    ...credentials,
    feeStructure: config.WIPAY_FEE_STRUCTURE,
    responseUrl: `${config.publicBaseUrl}${WIPAY_RETURN_PATH}`,
    testMode: isCardTestMode(credentials),
  };
}

/**
 * The settings with the back-office account laid over the WIPAY_* ones (null: none saved). An explicit
 * WIPAY_BASE_URL is kept; otherwise the in-process simulator serves only the sandbox environment and
 * only when it is mounted (WIPAY_ENVIRONMENT=sandbox), and everything else goes to WiPay itself.
 */
export function withBackofficeAccount(config: Config, account: WipayAccount | null): WipaySettings {
  const base = wipaySettings(config);
  if (!account?.accountNumber || !account.apiKey) return base;
  const sandboxInProcess = base.sandboxInProcess && account.environment === 'sandbox';
  return {
    ...base,
    baseUrl: config.WIPAY_BASE_URL || sandboxInProcess ? base.baseUrl : WIPAY_LIVE_BASE_URL,
    sandboxInProcess,
    accountNumber: account.accountNumber,
    apiKey: account.apiKey,
    environment: account.environment,
    testMode: isCardTestMode(account),
  };
}

/** The settings a payment or a return uses now: the back-office account when set, else WIPAY_*. */
export async function currentWipaySettings(db: Database, config: Config): Promise<WipaySettings> {
  return withBackofficeAccount(config, await readWipayAccount(db));
}
