// What an account page shows from its clientLoader: a guest is asked to log in, here,
// and stays on the page; a failed read shows its message and Try again; else the page's content.
// A session that starts while the page is open reads the page again; one that ends hides it.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Loader } from '../components/shell/loading-overlay';
import type { CustomerLoad } from './customer-data';
import { useCustomer } from './session/customer-session';

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
  // The session open now; until the browser has read it, the one the page was read for.
  const sessionNo = ready ? (customer?.CustomerNo ?? null) : load.customerNo;
  // The read during which the session ended (a logout, a refused token): a new login reads again.
  const [endedDuring, setEndedDuring] = useState<CustomerLoad<T> | null>(null);
  const ended = endedDuring === load;
  // A customer is signed in, but not the one the page was read for (a login, another tab).
  const stale = sessionNo !== null && (sessionNo !== load.customerNo || ended);
  const readFor = useRef<string | null>(null);

  useEffect(() => {
    if (sessionNo === null && load.customerNo !== null) setEndedDuring(load);
  }, [sessionNo, load]);

  useEffect(() => {
    const key = `${sessionNo}/${load.customerNo}`;
    // Once for each pair, so storage that keeps no token (private mode) cannot start a loop; not
    // while a navigation is under way.
    if (!stale || moving || readFor.current === key) return;
    readFor.current = key;
    readAgain();
  });

  const refused = 'failure' in load && load.refused;
  useEffect(() => {
    if (refused) sessionEnded();
  }, [refused, sessionEnded]);

  useAskToLogIn(guest === undefined && sessionNo === null);

  if (stale || reading) return <Loader label={label} />;
  // A guest, or a session that ended on the page: what was read is not shown any more.
  if (sessionNo === null || load.customerNo === null) return guest === undefined ? <LoginPrompt /> : guest;
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
