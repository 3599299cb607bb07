import type { FastifyInstance } from 'fastify';
import { wipaySandboxPlugin } from '../../wipay-sandbox/app';
import type { Config } from '../config';
import { WIPAY_SANDBOX_PREFIX, wipaySettings } from './wipay-settings';

/** Mounts the WiPay simulator under /wipay-sandbox when the settings point at no real WiPay. */
export async function mountWipaySandbox(app: FastifyInstance, config: Config): Promise<void> {
  const wipay = wipaySettings(config);
  if (!wipay.sandboxInProcess) return;
  // Its pages send their own CSP (inline styles, the card form) over the shop's locked-down default.
  await app.register(wipaySandboxPlugin, { prefix: WIPAY_SANDBOX_PREFIX, accounts: { [wipay.accountNumber]: wipay.apiKey } });
}
