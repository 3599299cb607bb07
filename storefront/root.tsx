import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
} from 'react-router';
import { CustomerProvider } from './account';
import { isBackOffice } from './admin/shared/is-back-office';
import { CartPanel, CartProvider } from './cart';
import { StarDrawing } from './components/product/star-rating';
import { NavigationVeil } from './components/shell/navigation-veil';
import { SiteHeader } from './components/shell/site-header';
import { SnackbarProvider } from './components/shell/snackbar';
import { EarlyTaps, wakeEarlyTaps, wakeTypedText } from './lib/first-load/early-taps';
import { InlineStyles } from './lib/first-load/inline-styles';
import { keptPart } from './lib/first-load/kept-part';
import { loadWhenOnline } from './lib/first-load/load-when-online';
import { useNonce } from './lib/first-load/nonce';
import { LATER_PARTS_MARK, LATER_PARTS_MS } from './lib/ui-timing-and-layout';
import { rememberSocialVisit } from './lib/visits/social-visit';

// Links and the shop's contacts: the server draws the footer and the browser keeps it as drawn.
const SiteFooter = keptPart({
  load: () => import('./components/shell/site-footer').then((m) => m.SiteFooter),
  wake: 'never',
});
// Card payments in test mode: the storefront says it is a demo (drawn by the server, no script).
const DemoNotice = keptPart({
  load: () => import('./components/shell/site-footer').then((m) => m.DemoNotice),
  wake: 'never',
});

export const links = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return { settings: await context.shop.settings() };
}

// The settings do not change as the shopper moves around; only a form sent in the back office
// reloads them (the shopper's own forms go to their pages' clientActions and change no setting).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' && formAction?.startsWith('/admin')
    ? defaultShouldRevalidate
    : false;

export function Layout({ children }: { children: ReactNode }) {
  // '' on a page made for the server's cache: its CSP lists the scripts' hashes (docs/decisions/0030).
  const nonce = useNonce() || undefined;
  return (
    <html lang="en-TT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8b1a1a" />
        <EarlyTaps nonce={nonce} />
        <InlineStyles nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberSocialVisit(search), [search]);
  // Taps and typing kept before hydration are carried out once the stores have been restored (the
  // first effects after hydration) and drawn; then <html data-hydrated> tells tests (and the early-tap
  // script) that the page answers by itself: docs/decisions/0054.
  useEffect(wakeEarlyTaps, []);
  // Typed text first, before the page's own effects draw its fields again.
  useLayoutEffect(wakeTypedText, []);
  const offlineParts = useOfflinePartsLater();
  // Where the document was loaded (the offline parts come later and must know a page reached since).
  const loadedAt = useRef(pathname + search).current;
  // The back office draws its own chrome (admin/layout.route.tsx): no shop header, cart or footer there.
  if (isBackOffice(pathname)) return <Outlet />;

  return (
    <SnackbarProvider>
      <CustomerProvider>
        <CartProvider>
          <StarDrawing />
          <DemoNotice />
          <SiteHeader />
          <main id="main" className="page" tabIndex={-1}>
            <Outlet />
          </main>
          <SiteFooter />
          <CartPanel />
          {offlineParts ? (
            <Suspense fallback={null}>
              <OfflineParts pathname={pathname} search={search} loadedAt={loadedAt} />
            </Suspense>
          ) : null}
          {offlineParts ? (
            <Suspense fallback={null}>
              <ScrollToTop />
            </Suspense>
          ) : null}
          <NavigationVeil />
        </CartProvider>
      </CustomerProvider>
    </SnackbarProvider>
  );
}

// What keeps the shop working offline (docs/decisions/0055): the service worker and an order waiting on
// the phone. Not needed to show or use the page, so its file comes 3 s after the page has loaded (at
// checkout, where an order is kept to be sent, shows it at once).
const OfflineParts = lazy(loadWhenOnline(() => import('./offline/offline-parts')));
// The scroll-to-top button shows only once the shopper has scrolled well down: it comes with the same
// delay, so the first load carries none of it (the phone's JavaScript budget, decision 0059).
const ScrollToTop = lazy(
  loadWhenOnline(() => import('./components/shell/scroll-to-top').then((m) => ({ default: m.ScrollToTop }))),
);

function useOfflinePartsLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const go = () =>
      setTimeout(() => {
        performance.mark(LATER_PARTS_MARK);
        setLater(true);
      }, LATER_PARTS_MS);
    // The page has loaded by the time the scripts have woken on most pages; else its load event.
    if (document.readyState === 'complete') go();
    else addEventListener('load', go);
  }, []);
  return later;
}

// Only when the shell itself fails (the settings could not be read): a bare page without the shell.
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="page page-message">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'We could not find that page.' : 'Please try again in a moment.'}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
