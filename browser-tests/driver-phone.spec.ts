// The driver's phone with no signal (docs/product.md#the-drivers-phone-page, decisions 0090–0092), on
// the phone profile (390 px, touch, 4× slower processor, slow link): photos of proof taken at two doors
// are kept with their actions; the page is closed and opened again with no signal and still shows the
// run and what waits; back online, everything is sent once, a photo that is not a picture is refused on
// its stop; the staff see the photo on the order. The customer of the failed stop chooses a new day on
// the link of the mail, once, and the staff see it when they plan runs. Signing out wipes the day.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PHONE_LINK, phone } from '../bench/phone-profile';
import { demoProduct, placeOrder, plainProduct, registerCustomer } from './account-support';
import { awake, newStaff, signIn } from './admin-support';
import { expectNoSeriousViolations } from './axe-check';
import { mailsWith } from './outbox';

test.describe.configure({ timeout: 300_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });

async function officePage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page);
  return page;
}

function stopOf(page: Page, orderNo: number) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`order ${orderNo}$`) }) })
    .last();
}

/** A small JPEG drawn by the browser itself, as a phone's camera would give one. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2a6f97';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#f4d35e';
    ctx.fillRect(200, 150, 240, 180);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(data.split(',')[1]!, 'base64');
}

const keptDay = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('driver-day');
          get.onsuccess = () => resolve(get.result ?? null);
        };
      }),
  );

test('a driver with no signal keeps photos with the stops, opens the page again offline, and sends everything once', async ({
  browser,
}) => {
  const office = await officePage(browser);
  const driverName = `Kern ${Date.now().toString(36)}`;
  const driver = await newStaff(browser, 'driver', driverName);
  const shopper = await (await browser.newContext()).newPage();
  const customer = await registerCustomer(shopper, 'Marlene Baptiste');
  const product = await demoProduct(shopper, plainProduct, 4);
  const [notHome, cash, wrongFile] = [
    await placeOrder(shopper, customer, [{ product, quantity: 1 }]),
    await placeOrder(shopper, customer, [{ product, quantity: 1 }]),
    await placeOrder(shopper, customer, [{ product, quantity: 1 }]),
  ];
  for (const n of [notHome, cash, wrongFile]) {
    await office.goto(`/admin/orders/${n}`);
    await office.getByLabel('New status').selectOption('Processed');
    await office.getByRole('button', { name: 'Save the status' }).click();
    await expect(office.getByRole('status')).toHaveText(`Order ${n} is now Processed.`, { timeout: 20_000 });
  }
  const today = (await (await office.request.get('/api/shop/GetDeliveryAreas')).json()).Today as string;
  await office.goto(`/admin/delivery/runs?day=${today}&due=any`);
  for (const n of [notHome, cash, wrongFile]) await office.getByLabel(`Put order ${n} on the run`).check();
  await office.getByRole('combobox', { name: 'Driver' }).selectOption({ label: driverName });
  await office.getByRole('button', { name: 'Build the run' }).click();
  const built = office.getByRole('status').filter({ hasText: /^Run \d+ built\.$/ });
  await expect(built).toBeVisible();
  const runNo = Number(/Run (\d+)/.exec((await built.textContent()) ?? '')![1]);
  await office.getByRole('button', { name: `Run ${runNo} leaves now` }).click();
  await expect(office.getByRole('status').first()).toContainText(`Run ${runNo} has left`);

  // The driver's phone, signed in once with signal; the service worker keeps the page.
  const { page, context, offline } = await phone(browser);
  await page.goto('/admin/login?next=/driver');
  await awake(page);
  await page.getByLabel('E-mail').fill(driver.email);
  await page.getByLabel('Password').fill(driver.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Run ${runNo},`) })).toBeVisible({ timeout: 30_000 });
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('driver-shell')).match('/driver'))), {
      timeout: 20_000,
    })
    .toBe(true);
  // The page the worker keeps is the same for every driver: none of this driver's stops in it.
  const shell = await page.evaluate(async () => (await (await caches.open('driver-shell')).match('/driver'))!.text());
  for (const mine of [customer.name, customer.mobile, `order ${notHome}`, driverName, 'name="_csrf"'])
    expect(shell).not.toContain(mine);
  const photo = await cameraPhoto(page);

  // No signal for the rest of the run.
  await offline(true);
  let stop = stopOf(page, notHome);
  await stop.getByRole('button', { name: 'Not delivered', exact: true }).tap();
  await stop.getByLabel('Nobody was home').check();
  await stop.getByLabel('Photo (optional)').setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo });
  await stop.getByRole('button', { name: 'Save: not delivered' }).tap();
  await expect(stop.getByRole('status')).toHaveText('Not delivered · with a photo · kept on this phone, not sent yet');
  stop = stopOf(page, cash);
  await stop.getByRole('button', { name: 'Delivered', exact: true }).tap();
  await stop.getByLabel('Received by').fill('Marlene');
  await stop.getByLabel('Cash').check();
  await stop
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: photo });
  await stop.getByRole('button', { name: 'Save: delivered' }).tap();
  await expect(stop.getByRole('status')).toHaveText('Delivered · with a photo · kept on this phone, not sent yet');
  await expect(page.getByRole('status').first()).toContainText('No signal · 2 actions kept on this phone');

  // The tab is closed; a new one opens /driver with no signal at all.
  await page.close();
  const again = await context.newPage();
  // The same phone: its processor and its (dead) link, now for the new tab.
  const cdp = await context.newCDPSession(again);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...PHONE_LINK, offline: true });
  await again.goto('/driver');
  await expect(again.getByRole('heading', { name: new RegExp(`^Run ${runNo},`) })).toBeVisible({ timeout: 30_000 });
  await expect(again.getByText(/^Your runs as this phone kept them at/)).toBeVisible();
  await expect(again.getByRole('status').first()).toContainText('No signal · 2 actions kept on this phone');
  await expect(stopOf(again, notHome).getByRole('status')).toHaveText(
    'Not delivered · with a photo · kept on this phone, not sent yet',
  );
  await expect(stopOf(again, cash).getByRole('status')).toHaveText(
    'Delivered · with a photo · kept on this phone, not sent yet',
  );
  // A third door, on the page opened offline: a file that is not a picture, whatever its name.
  await hydrated(again);
  stop = stopOf(again, wrongFile);
  await stop.getByRole('button', { name: 'Delivered', exact: true }).tap();
  await stop.getByLabel('Received by').fill('Neighbour');
  await stop.getByLabel('Card on the terminal').check();
  await stop.getByLabel('Photo (optional)').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await stop.getByRole('button', { name: 'Save: delivered' }).tap();
  await expect(again.getByRole('status').first()).toContainText('No signal · 3 actions kept on this phone');
  await again.screenshot({ path: test.info().outputPath('driver-reopened-offline.png') });

  // The signal is back: everything is sent; the file that is not a picture is refused on its stop.
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', PHONE_LINK);
  await expect(again.getByRole('status').first()).toContainText('everything is sent', { timeout: 90_000 });
  await expect(stopOf(again, wrongFile).getByRole('alert')).toHaveText(
    'Not recorded: The photo is not a picture the shop can keep (JPEG, PNG, WebP or HEIC). Save the stop again with another photo or none.',
  );
  stop = stopOf(again, wrongFile);
  await stop.getByRole('button', { name: 'Delivered', exact: true }).tap();
  await stop.getByLabel('Received by').fill('Neighbour');
  await stop.getByLabel('Card on the terminal').check();
  await stop.getByRole('button', { name: 'Save: delivered' }).tap();
  await expect(stop.getByRole('status')).toHaveText('Delivered · recorded', { timeout: 30_000 });
  await expectNoSeriousViolations(again);

  // The office: each stop once, and the photos on the orders' pages.
  await office.goto('/admin/delivery/runs');
  await expect(office.getByRole('row', { name: new RegExp(`Run ${runNo}\\b`) })).toContainText(
    '3 stops: 2 delivered, 1 not delivered, 0 waiting',
  );
  for (const n of [notHome, cash]) {
    await office.goto(`/admin/orders/${n}`);
    const attempts = office.getByRole('table', { name: 'Every attempt at the door, oldest first' });
    await expect(attempts.getByRole('row')).toHaveCount(2);
    const link = attempts.getByRole('link', { name: /^Photo of attempt \d+$/ });
    const answer = await office.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
  }
  await office.goto(`/admin/orders/${wrongFile}`);
  await expect(
    office.getByRole('table', { name: 'Every attempt at the door, oldest first' }).getByRole('cell', { name: 'None' }),
  ).toBeVisible();

  // The customer of the failed stop: the mail's link opens the days to choose, once.
  let mail: string | undefined;
  await expect
    .poll(() => (mail = mailsWith([`We could not deliver your order ${notHome}`])[0]), { timeout: 30_000 })
    .toBeTruthy();
  const path = /\/delivery-day\/[A-Za-z0-9_-]{43}/.exec(mail!)![0];
  const customerPhone = await phone(browser);
  const choose = customerPhone.page;
  await choose.goto(path);
  await expect(choose.getByRole('heading', { level: 1, name: 'Choose a new delivery day' })).toBeVisible();
  await expect(choose.getByText(`We could not deliver order ${notHome} (attempt 1)`)).toBeVisible();
  const days = choose.getByRole('radio');
  await expect(days).toHaveCount(5);
  const second = (await days.nth(1).getAttribute('value'))!;
  await hydrated(choose);
  await days.nth(1).check();
  await expectNoSeriousViolations(choose);
  await choose.getByRole('button', { name: 'Deliver on this day' }).tap();
  await expect(choose.getByRole('main').getByRole('status')).toHaveText(
    new RegExp(`^Thank you: we will bring order ${notHome} on `),
  );
  await choose.reload();
  await expect(choose.getByRole('main').getByRole('alert')).toHaveText(
    /^You already chose .*\. To change it, please call or WhatsApp us\.$/,
  );
  await choose.goto(`/delivery-day/${'A'.repeat(43)}`);
  await expect(choose.getByRole('main').getByRole('alert')).toHaveText(
    'We do not know this link. Please open the link in our message again, or call or WhatsApp us.',
  );
  await customerPhone.context.close();
  // The staff planning runs see the day and who chose it.
  await office.goto('/admin/delivery/runs?due=any');
  await expect(
    office.getByRole('row').filter({ has: office.getByLabel(`Put order ${notHome} on the run`) }),
  ).toContainText(`${second}, chosen by the customer`);

  // Signing out wipes the driver's day from the phone.
  await again.getByRole('button', { name: 'Sign out' }).tap();
  await expect(again).toHaveURL(/\/admin\/login/);
  expect(await keptDay(again)).toBeNull();
  await context.close();
});
