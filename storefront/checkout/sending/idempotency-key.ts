// One key per checkout: minted when checkout opens and kept in the tab until the order succeeds,
// so a double click, a retry or a reload can never place a second order (server/orders/placing/idempotency.ts).
const KEY_PREFIX = 'orderKey:';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function mint(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The key for this page ('checkout', 'fborder'…), minted on first use. */
export function orderKey(page: string): string {
  const store = session();
  const existing = store?.getItem(KEY_PREFIX + page);
  if (existing) return existing;
  const key = mint();
  store?.setItem(KEY_PREFIX + page, key);
  return key;
}

/** After success, or when the server says the key was already used for other details. */
export function forgetOrderKey(page: string): void {
  session()?.removeItem(KEY_PREFIX + page);
}
