// A shop that keeps working when the signal drops (docs/decisions/0055), on the phone profile: the cart
// and a half-filled checkout survive going offline and a reload; a page never seen shows the shop's own
// offline page with what is kept; an order placed offline waits on the phone, goes when the link is
// back, and is placed once even when its first answer is lost and the page was reloaded; card payments
// say they need the link; a new build's worker takes over at the next navigation, and a page the old
// one kept still opens.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { phone } from '../bench/phone-profile';
import { freshMobile } from './account-support';
import { signIn } from './admin-support';
import { addThroughLink, findProduct, plainProduct, watchErrors } from './cart-support';
import { everyMailSent, mailsWith, outboxMails } from './outbox';

test.describe.configure({ timeout: 120_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });

/** Waits until the service worker controls the page and has kept the page itself. */
async function keptByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  const here = new URL(page.url()).pathname;
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => Boolean(await (await caches.open('shop-pages')).match(location.origin + p)), here),
      { timeout: 20_000 },
    )
    .toBe(true);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('the cart and a half-filled checkout survive going offline and a reload; an unseen page offers what is kept', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 5);
  const { page, context, offline } = await phone(browser);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await hydrated(page);
  await keptByWorker(page);
  await field(page, 'Mobile').fill('7654321');
  await field(page, 'Name').fill('Half Filled');

  await offline(true);
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'Mobile')).toHaveValue('7654321');
  await expect(field(page, 'Name')).toHaveValue('Half Filled');
  await expect(page.getByText(product.ProductName).first()).toBeVisible();

  // A page never seen: the shop's own offline page, with the cart and the pages seen.
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { name: 'The connection dropped' })).toBeVisible();
  await expect(page.locator('#cart-summary')).toContainText(product.ProductName);
  await expect(page.getByRole('link', { name: /Checkout/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open the cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await context.close();
});

test('an order placed offline waits on the phone and is placed once when the link is back, even after a reload and a lost answer', async ({
  browser,
  request,
}) => {
  const product = await findProduct(request, plainProduct, 6);
  const { page, context, offline } = await phone(browser);
  const errors = watchErrors(page);
  await addThroughLink(page, product);
  await page.goto('/checkout');
  await hydrated(page);
  await keptByWorker(page);
  const mobile = freshMobile();
  const email = `offline.${mobile}@example.com`;
  await field(page, 'Mobile').fill(mobile);
  await field(page, 'Name').fill('Offline Orderer');
  await field(page, 'Email').fill(email);
  await field(page, 'Address').fill('3 Signal Road, Sangre Grande');

  await offline(true);
  // A card payment needs the link and says so.
  const card = page.getByRole('radio', { name: /card/i });
  if (await card.count()) {
    await card.check();
    await page
      .getByRole('button', { name: /Place Order/ })
      .first()
      .click();
    await expect(page.getByText(/Paying by card needs a connection/)).toBeVisible();
    await page.getByRole('radio', { name: 'Cash On Delivery' }).check();
  }
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  const waiting = page.getByTestId('waiting-order');
  await expect(waiting).toContainText('Your order is waiting to be sent');
  await expect(waiting.getByRole('button', { name: 'Cancel this order' })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('waiting-order')).toContainText('Your order is waiting to be sent');
  await expect(field(page, 'Address')).toHaveValue('3 Signal Road, Sangre Grande');

  // The first answer is lost on the way back: the shop saved the order, the phone never heard.
  let sends = 0;
  await page.route('**/api/shop/SaveOrder', async (route) => {
    sends++;
    if (sends === 1) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await offline(false);
  await expect(page.getByRole('heading', { name: 'Your Order has been successfully placed!' })).toBeVisible({
    timeout: 60_000,
  });
  const orderNo = (await page.getByTestId('order-number').textContent())!.trim();
  expect(sends).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('waiting-order')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('shop:queuedOrder'))).toBeNull();

  // One order in the shop: every mail about this shopper names the same order.
  await expect.poll(() => mailsWith([email]).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // Both sends were answered: a second order's mails are written; wait until the shop has sent them all.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage);
  await everyMailSent(ownerPage);
  await owner.close();
  const numbers = new Set(
    outboxMails()
      .filter((m) => m.includes(email))
      .flatMap((m) => [...m.matchAll(/Order (?:No\.?|Number|#)\s*:?\s*(\d+)/gi)].map((x) => x[1])),
  );
  expect([...numbers]).toEqual([orderNo]);
  expect(
    errors.filter(
      (e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to fetch|Order could not be sent/.test(e),
    ),
  ).toEqual([]);
  await context.close();
});

test('a new build takes over at the next navigation, and a page the old build kept still opens offline', async ({
  browser,
}) => {
  // Two builds' workers on a throttled phone: it needs more time than the others on a loaded machine.
  test.setTimeout(180_000);
  const swFile = path.join(process.env.STOREFRONT_BUILD_DIR ?? path.resolve('build'), 'client', 'sw.js');
  const original = fs.readFileSync(swFile, 'utf8');
  const buildOf = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => resolve(String(e.data));
          navigator.serviceWorker.controller?.postMessage('build', [channel.port2]);
          // No controller, or a worker replaced before it answered: no answer, asked again by the poll
          // (an answer awaited forever hung the test past its time limit without saying where).
          setTimeout(() => resolve(''), 3_000);
        }),
    );
  const { page, context, offline, cdp } = await phone(browser, { cpu: 2 });
  // The workers' states as Chromium reports them, so the test can stop an idle old worker (below).
  const workers = new Map<string, { status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) workers.set(v.versionId, v);
  });
  await cdp.send('ServiceWorker.enable');
  try {
    await page.goto('/productdetails/2');
    await hydrated(page);
    await keptByWorker(page);
    const oldBuild = await buildOf(page);
    await page.goto('/');
    await hydrated(page);
    await keptByWorker(page);
    // The page's side of the worker has come (a little after the page loaded).
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /\/(offline-parts|service-worker-page)-/.test(e.name)),
    );

    // The next build is deployed: a worker with other bytes and another build name.
    expect(original).toContain(`"${oldBuild}"`);
    fs.writeFileSync(swFile, original.replace(`"${oldBuild}"`, '"next-build-test"'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // Polled from here: waitForFunction takes the promise of an async function for a yes at once.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
        timeout: 60_000,
      })
      .toBe(true);
    // Until the next navigation the page keeps the worker it began with.
    expect(await buildOf(page)).toBe(oldBuild);

    // The tap loads the product page as a whole new page (not through the router), and the new worker
    // takes it over once the old one has nothing left in flight.
    // A whole new page: a mark left on this one is gone there (the router would keep it). Its load event
    // is not awaited: on the slow link every picture of the product page must come first.
    await page.evaluate(() => Object.assign(window, { oldPage: true }));
    await page.locator('.product-card a').first().click();
    await page.waitForURL(/\/productdetails\//, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => !('oldPage' in window)).catch(() => false), { timeout: 30_000 })
      .toBe(true);
    await hydrated(page);
    // The new worker takes over once the old one is idle (docs/decisions/0065). Chromium never stops a
    // worker that DevTools is attached to, as the test's browser is, for being idle, where a phone stops it
    // after 30 s: when the new page's requests woke the old worker again just after it was told to go, the
    // take-over waited for Chromium's five-minute limit (seen in two runs of three after other tests). The
    // test stops the old worker as the phone would. Without the page's request to take over, a stopped old
    // worker still controls the page and the new one keeps waiting, so this still fails.
    const takenOver = () =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && !registration.waiting && navigator.serviceWorker.controller);
        })
        .catch(() => false);
    await expect
      .poll(
        async () => {
          if (await takenOver()) return true;
          for (const [versionId, worker] of workers)
            if (worker.status === 'activated' && worker.runningStatus === 'running')
              await cdp.send('ServiceWorker.stopWorker', { versionId }).catch(() => {});
          return false;
        },
        { timeout: 60_000, intervals: [3_000] },
      )
      .toBe(true);
    expect(await buildOf(page)).toBe('next-build-test');
    await hydrated(page);
    await expect(page).toHaveURL(/\/productdetails\//);

    await offline(true);
    await page.goto('/productdetails/2');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The connection dropped' })).toHaveCount(0);
  } finally {
    fs.writeFileSync(swFile, original);
    await context.close();
  }
});
