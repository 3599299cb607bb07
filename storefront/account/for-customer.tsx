// What an account page shows from its clientLoader: a guest is asked to log in, here,
// and stays on the page; a failed read shows its message and Try again; else the page's content.
// A session that starts or ends while the page is open reads the page again.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Loader } from '../components/loading-overlay';
import type { CustomerLoad } from './customer-data';
import { useCustomer } from './customer-session';

/** What the server draws for an account page (the token is only in the browser), until the page is read. */
export const AccountLoading = () => <Loader label="Loading your account" />;

interface Props<T> {
  load: CustomerLoad<T>;
  /** Read by the spinner while the page is read again. */
  label: string;
  /** What a guest sees instead; without it, the request to log in (and the login dialog, once). */
  guest?: ReactNode;
  children(data: T): ReactNode;
}

export function ForCustomer<T>({ load, label, guest, children }: Props<T>) {
  const { ready, customer, sessionEnded } = useCustomer();
  const { reading, moving, readAgain } = useReadAgain();
  const sessionNo = customer?.CustomerNo ?? null;
  // The page was read for another session than the one now open (a login, a logout, another tab).
  const stale = ready && sessionNo !== load.customerNo;
  const readFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${sessionNo}/${load.customerNo}`;
    // Once for each pair, so storage that keeps no token (private mode) cannot start a loop; not
    // while the shopper is on the way elsewhere (a logout goes home).
    if (!stale || moving || readFor.current === key) return;
    readFor.current = key;
    readAgain();
  });

  const refused = 'failure' in load && load.refused;
  useEffect(() => {
    if (refused) sessionEnded();
  }, [refused, sessionEnded]);

  useAskToLogIn(guest === undefined && !stale && load.customerNo === null);

  if (stale || reading) return <Loader label={label} />;
  if (load.customerNo === null) return guest === undefined ? <LoginPrompt /> : <>{guest}</>;
  if ('failure' in load) return <LoadFailed message={load.failure} />;
  return <>{children(load.data)}</>;
}

/** A read that failed: the server's message, or that no answer came, and Try again. */
export function LoadFailed({ message }: { message: string }) {
  const { readAgain } = useReadAgain();
  return (
    <div className="load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={readAgain}>
        Try again
      </button>
    </div>
  );
}

/**
 * Reads the page again: a navigation to its own address runs its clientLoader once more (and no
 * other loader: the root keeps its settings). Not useRevalidator: a hook every page's first load
 * would carry (decision 17's budget).
 */
function useReadAgain() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const reading =
    navigation.state === 'loading' &&
    navigation.location.pathname === pathname &&
    navigation.location.search === search;
  return {
    reading,
    moving: navigation.state !== 'idle',
    readAgain: () => void navigate({ pathname, search }, { replace: true, preventScrollReset: true }),
  };
}

/** Opens the login dialog once for a guest; not after a logout on this page (the shopper is on the way elsewhere). */
function useAskToLogIn(guest: boolean) {
  const { ready, customer, openLogin } = useCustomer();
  const asked = useRef(false);
  const hadCustomer = useRef(false);

  useEffect(() => {
    if (customer) hadCustomer.current = true;
  }, [customer]);

  useEffect(() => {
    if (!ready || !guest || asked.current || hadCustomer.current) return;
    asked.current = true;
    openLogin();
  }, [ready, guest, openLogin]);
}

function LoginPrompt() {
  const { openLogin, openRegister } = useCustomer();
  return (
    <div className="login-prompt">
      <p>Please log in to see this page. New here? Register in a minute with your mobile number.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={openLogin}>
          Login
        </button>
        <button type="button" className="button" onClick={openRegister}>
          Register
        </button>
      </div>
    </div>
  );
}
