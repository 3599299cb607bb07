// Account data is read in the browser after hydration: the token that opens it lives in localStorage.
import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../lib/api';
import { failureText, isSessionRefused } from './api-failure';
import { useCustomer } from './customer-session';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/** GET path for the signed-in customer; null path waits. A refused token ends the session. */
export function useAccountData<T>(path: string | null): { state: Loaded<T>; reload(): void } {
  const { customer, sessionEnded } = useCustomer();
  const customerNo = customer?.CustomerNo ?? null;
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (customerNo === null || path === null) return;
    let live = true;
    setState({ status: 'loading' });
    apiGet<T>(path)
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((err) => {
        if (!live) return;
        if (isSessionRefused(err)) sessionEnded();
        setState({ status: 'failed', message: failureText(err) });
      });
    return () => {
      live = false;
    };
  }, [customerNo, path, round, sessionEnded]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
