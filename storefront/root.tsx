import { type ReactNode, useEffect } from 'react';
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
import { isBackOffice } from './admin/is-back-office';
import { CartPanel, CartProvider } from './cart';
import { NavigationVeil } from './components/navigation-veil';
import { ScrollToTop } from './components/scroll-to-top';
import { SiteHeader } from './components/site-header';
import { SnackbarProvider } from './components/snackbar';
import { StarDrawing } from './components/star-rating';
import { InlineStyles } from './lib/inline-styles';
import { keptPart } from './lib/kept-part';
import { useNonce } from './lib/nonce';
import { rememberSocialVisit } from './lib/social-visit';

// Links and the shop's contacts: the server draws the footer and the browser keeps it as drawn.
const SiteFooter = keptPart({
  load: () => import('./components/site-footer').then((m) => m.SiteFooter),
  wake: 'never',
});
// Card payments in test mode: the storefront says it is a demo (drawn by the server, no script).
const DemoNotice = keptPart({
  load: () => import('./components/site-footer').then((m) => m.DemoNotice),
  wake: 'never',
});

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

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
  // Lets tests (and scripts) know the page answers clicks: before hydration buttons do nothing.
  useEffect(() => void (document.documentElement.dataset.hydrated = ''), []);
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
          <ScrollToTop />
          <NavigationVeil />
        </CartProvider>
      </CustomerProvider>
    </SnackbarProvider>
  );
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
