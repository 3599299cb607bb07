// Where a customer session lives in the browser: the token in localStorage (docs/product.md#customer-session, read by
// lib/api.ts for the Authorization header) and the session settings in sessionStorage.
import type { SessionCustomer } from './customer-token';

export const TOKEN_KEY = 'customerToken';
export const SESSION_SETTINGS_KEY = 'sessionSettings';

// Private browsing or a full disk can make storage throw; the session then lives in memory only.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStoredToken(): string | null {
  return attempt(() => localStorage.getItem(TOKEN_KEY), null);
}

export function storeSession(token: string, customer: SessionCustomer) {
  attempt(() => localStorage.setItem(TOKEN_KEY, token), undefined);
  attempt(() => sessionStorage.setItem(SESSION_SETTINGS_KEY, JSON.stringify(customer)), undefined);
}

export function clearSession() {
  attempt(() => localStorage.removeItem(TOKEN_KEY), undefined);
  attempt(() => sessionStorage.removeItem(SESSION_SETTINGS_KEY), undefined);
}
