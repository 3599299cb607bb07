// A shopper's phone in Chromium (docs/decisions/0054): 390 × 844, touch, a processor 4× slower and a
// slow mobile link (150 ms, 1.6 Mbit/s down, 750 kbit/s up), set through the DevTools protocol.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export const PHONE_LINK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 96_000 };

export interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Drops (true) or brings back (false) the link, as a service worker sees it. */
  offline(off: boolean): Promise<void>;
}

export async function phone(
  browser: Browser,
  { cpu = 4, context: given }: { cpu?: number; context?: BrowserContext } = {},
) {
  const context =
    given ?? (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_LINK);
  const offline = async (off: boolean) => {
    await context.setOffline(off);
    await cdp.send('Network.emulateNetworkConditions', { ...PHONE_LINK, offline: off });
  };
  return { context, page, cdp, offline } satisfies Phone;
}

/** Whether the page had woken (hydrated) when asked: a tap before that is an early tap. */
export const awake = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
