// Test money never looks like real money (docs/decisions/0020): card payments are in test mode while
// WiPay is used in its sandbox environment or with its public sandbox account or key, whichever of
// the WIPAY_* settings or the back office's saved account supplies them. A live environment with
// the public sandbox account or key is refused: the server does not start, and the back office
// does not save it.

/** WiPay's published sandbox account and API key (anyone may sign a return with this key). */
export const SANDBOX_ACCOUNT_NUMBER = '1234567890';
export const SANDBOX_API_KEY = '123';

export interface WipayCredentials {
  environment: 'sandbox' | 'live';
  accountNumber: string;
  apiKey: string;
}

export function isCardTestMode(w: WipayCredentials): boolean {
  return w.environment === 'sandbox' || w.accountNumber === SANDBOX_ACCOUNT_NUMBER || w.apiKey === SANDBOX_API_KEY;
}

/** The public sandbox credentials a live account uses (it must use none). */
export function sandboxCredentialsInLive(w: WipayCredentials): ('accountNumber' | 'apiKey')[] {
  if (w.environment !== 'live') return [];
  return [
    ...(w.accountNumber === SANDBOX_ACCOUNT_NUMBER ? (['accountNumber'] as const) : []),
    ...(w.apiKey === SANDBOX_API_KEY ? (['apiKey'] as const) : []),
  ];
}

export const TEST_MODE_WARNING =
  'Card payments are in TEST MODE (WiPay sandbox environment, or its public sandbox account or key): ' +
  'no real money is taken, and anyone can sign a payment return with the public key. Set ' +
  "WIPAY_ENVIRONMENT=live with the shop's own WIPAY_ACCOUNT_NUMBER and WIPAY_API_KEY (or save the live " +
  'account in the back office) before taking real orders.';
