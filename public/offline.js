// The offline page (docs/decisions/0055): what the phone keeps while the connection is down, read
// from the tab's cart, the kept order and the service worker's cache of pages seen. Plain script:
// it runs without the shop's build.
(() => {
  const $ = (id) => document.getElementById(id);
  const read = (store, key) => {
    try {
      return JSON.parse(store.getItem(key) || 'null');
    } catch {
      return null;
    }
  };
  $('try-again').addEventListener('click', () => location.reload());
  // Back online: the page is tried again, unless the shopper has already tapped their way elsewhere
  // (a reload then would take them back here), or the browser only says so for a moment.
  let leaving = false;
  addEventListener('beforeunload', () => {
    leaving = true;
  });
  addEventListener('online', () => {
    if (!leaving && navigator.onLine) location.reload();
  });

  const cart = read(sessionStorage, 'cartList');
  const lines = cart && Array.isArray(cart.cartList) ? cart.cartList : [];
  if (lines.length) {
    const units = lines.reduce((n, l) => n + (Number(l.Quantity) || 0), 0);
    $('cart-summary').textContent = `${lines.length === 1 ? '1 product' : `${lines.length} products`}, ${units} ${
      units === 1 ? 'unit' : 'units'
    }: ${lines.map((l) => l.ProductName).join(', ')}.`;
    $('cart-link').hidden = false;
  }
  const last = read(localStorage, 'shop:lastOrder');
  if (last && last.orderNo) {
    $('last-order-no').textContent = String(last.orderNo);
    $('last-order').hidden = false;
  }
  if (read(localStorage, 'shop:queuedOrder')) $('queued').hidden = false;

  if (!('caches' in self)) return;
  caches
    .open('shop-pages')
    .then((cache) => cache.keys())
    .then(async (requests) => {
      const pages = requests
        .map((r) => new URL(r.url))
        .filter((u) => u.origin === location.origin && !u.pathname.endsWith('.data'))
        .reverse()
        .slice(0, 10);
      const list = $('seen-list');
      for (const url of pages) {
        const kept = await caches.match(url.href, { cacheName: 'shop-pages' });
        const title = kept ? /<title>([^<]*)<\/title>/.exec(await kept.text())?.[1] : '';
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = url.pathname + url.search;
        const text = document.createElement('textarea');
        text.innerHTML = title || url.pathname;
        link.textContent = text.value;
        item.append(link);
        list.append(item);
      }
      if (pages.length) $('seen').hidden = false;
    })
    .catch(() => {});
})();
