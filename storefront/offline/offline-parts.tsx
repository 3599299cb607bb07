// The shop's offline parts, mounted a little after the page has loaded (root.tsx, docs/decisions/0055):
// the service worker is registered and told of each page reached, a newer build's worker takes over at
// the next navigation, and an order waiting on the phone is shown and sent.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadWhenOnline } from '../lib/first-load/load-when-online';
import { atNavigation, startServiceWorker } from './service-worker-page';

const WaitingOrderPanel = lazy(loadWhenOnline(() => import('../checkout/sending/waiting-order-panel')));
/** The order pages draw the waiting order themselves (an order kept there shows at once). */
const DRAWS_ITS_OWN = /^\/(checkout|fborder\/|placeorder\/)/;
const WAITING_ORDER_KEY = 'shop:queuedOrder';
const WAITING_EVENTS = ['shop:waiting-order', 'storage'];

export default function OfflineParts({
  pathname,
  search,
  loadedAt,
}: {
  pathname: string;
  search: string;
  loadedAt: string;
}) {
  // The page the document loaded at: a page reached before these parts came is still a navigation.
  const reached = useRef(loadedAt);
  useEffect(() => void startServiceWorker(), []);
  useEffect(() => {
    if (reached.current === pathname + search) return;
    reached.current = pathname + search;
    void atNavigation(pathname + search);
  }, [pathname, search]);

  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const check = () => {
      try {
        setWaiting(localStorage.getItem(WAITING_ORDER_KEY) !== null);
      } catch {
        setWaiting(false);
      }
    };
    check();
    for (const type of WAITING_EVENTS) addEventListener(type, check);
    return () => {
      for (const type of WAITING_EVENTS) removeEventListener(type, check);
    };
  }, []);
  return waiting && !DRAWS_ITS_OWN.test(pathname) ? (
    <Suspense fallback={null}>
      <WaitingOrderPanel />
    </Suspense>
  ) : null;
}
