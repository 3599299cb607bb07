// The page's side of the service worker (docs/decisions/0055). A file of its own, fetched once the
// page has loaded: it registers /sw.js, hands it the page and the files the page already loaded (the
// first page of a visit came before the worker), and lets a new build's worker take over at the next
// navigation, by loading that address anew: old and new files never meet in one page.
//
// The page does not wait for the new worker before it loads the address: Chromium activates a worker
// that skips waiting only once the old one has no request in flight, which on a slow link and a busy
// page can take longer than the shopper will wait. The address comes from the network either way (pages
// are network first), so the new page is whole; the new worker takes it over as soon as it is active.

const NEW_BUILD_WAITING = 'take-over';

let registration: ServiceWorkerRegistration | undefined;

export async function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('The offline service could not start', error);
    return;
  }
  const ready = await navigator.serviceWorker.ready;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && /^\/(assets|media)\//.test(new URL(url).pathname));
  ready.active?.postMessage({ keep: [location.pathname + location.search], files });
  addEventListener('click', loadAnewUnderNewBuild, true);
}

/**
 * A tap on a link of the shop while a newer build waits: the browser follows the link itself, as a
 * whole new page (the router never sees the tap), and the waiting worker is asked to take over.
 */
function loadAnewUnderNewBuild(event: MouseEvent) {
  const waiting = registration?.waiting;
  if (!waiting || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  event.stopPropagation();
  waiting.postMessage(NEW_BUILD_WAITING);
}

/**
 * At a page reached inside the app (a link tapped is handled above; this is any other way, or a tap
 * made before the offline parts came): a worker of a newer build waiting is asked to take over, and
 * the page loads anew; otherwise the worker is asked to keep the page reached (the router fetched
 * only its data).
 */
export async function atNavigation(to: string) {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return;
  const waiting = (registration ??= await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return void setTimeout(() => controller.postMessage({ keep: [to], files: [] }), 1500);
  waiting.postMessage(NEW_BUILD_WAITING);
  window.location.assign(to);
}
