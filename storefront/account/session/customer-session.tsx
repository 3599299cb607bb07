// The customer session (docs/product.md#customer-session). The server always renders a guest; the stored token
// is read after hydration, so the first browser render matches the server's HTML.
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from '../../components/shell/snackbar';
import { PartLoadBoundary, partFailureText, partOnTap } from '../../lib/first-load/part-on-tap';
import { type AccountDialog, type CustomerApi, CustomerContext } from './customer-context';
import { type DecodedToken, usableToken } from './customer-token';
import { clearSession, readStoredToken, storeSession, TOKEN_KEY } from './session-storage';

export type { AccountDialog, CustomerApi, SessionCustomer } from './customer-context';
export { useCustomer } from './customer-context';

// The dialogs' code loads when one is first opened, keeping it off every page's first load; offline
// before the offline service kept it, the tap says so (lib/first-load/part-on-tap.tsx).
const accountDialogs = partOnTap(() => import('./account-dialogs'));

// setTimeout cannot wait longer than this; a longer-lived token is checked again when the timer fires.
const MAX_TIMER_MS = 2_147_483_647;

export function CustomerProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<DecodedToken | null>(null);
  const [ready, setReady] = useState(false);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const snackbar = useSnackbar();

  const restore = useCallback(() => {
    const token = readStoredToken();
    const decoded = usableToken(token);
    if (decoded && token) storeSession(token, decoded.customer);
    else if (token) clearSession();
    setSession(decoded);
  }, []);

  useEffect(() => {
    restore();
    setReady(true);
    // A login or logout in another tab of the shop applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);

  const expiresAt = session?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(restore, Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, restore]);

  const open = useCallback((which: AccountDialog) => {
    // Switching from one dialog to the other keeps the place focus goes back to.
    if (
      !returnFocusTo.current &&
      document.activeElement instanceof HTMLElement &&
      document.activeElement !== document.body
    ) {
      returnFocusTo.current = document.activeElement;
    }
    setDialog(which);
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);

  useEffect(() => {
    if (dialog !== null) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [dialog]);

  const signIn = useCallback((token: string) => {
    const decoded = usableToken(token);
    if (!decoded) return false;
    storeSession(token, decoded.customer);
    setSession(decoded);
    return true;
  }, []);

  const logout = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const sessionEnded = useCallback(() => {
    logout();
    open('login');
  }, [logout, open]);

  const customer = session?.customer ?? null;
  const api = useMemo<CustomerApi>(
    () => ({
      customer,
      ready,
      openLogin: () => open('login'),
      openRegister: () => open('register'),
      logout,
      signIn,
      sessionEnded,
      dialog,
      closeDialog,
    }),
    [customer, ready, open, logout, signIn, sessionEnded, dialog, closeDialog],
  );

  return (
    <CustomerContext.Provider value={api}>
      {children}
      {dialog ? (
        <PartLoadBoundary
          onFailure={() => {
            accountDialogs.again();
            closeDialog();
            snackbar.show(partFailureText(), 'alert');
          }}
        >
          <Suspense fallback={null}>
            <accountDialogs.Part which={dialog} />
          </Suspense>
        </PartLoadBoundary>
      ) : null}
    </CustomerContext.Provider>
  );
}
