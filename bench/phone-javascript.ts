// JavaScript a phone actually loads on a first visit: every script the page fetches, the lazy
// parts its first render asks for included, with no tap or scroll, up to the moment the page starts
// loading its later parts (the offline parts and the scroll-to-top button, LATER_PARTS_MS after its
// load). This is the budget's measure (the catalogue's budget: at most 124 KB gzip on the home and
// product pages): the scripts a page declares in its HTML leave out the lazy parts that load at once.
// It waits for the page's mark, not for a quiet spell: on a busy machine a quiet spell once lasted past
// the later parts and counted them.
import { type Browser, chromium, devices } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { LATER_PARTS_MARK } from '../storefront/lib/ui-timing-and-layout';
import { wireBytes } from './http-figures';

/** Lighthouse's phone: a Moto G class screen (412 × 823 in Lighthouse 12; Playwright's Moto G4 is 360 × 640). */
const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };
/** A page that never sets the mark (it loads its later parts at once) is measured when its network is quiet. */
const MARK_WAIT_MS = 20_000;

/** `browser`: the Chromium to measure in (the browser tests pass theirs); otherwise the system's is started. */
export async function phoneJavaScriptBytes(base: string, paths: string[], browser?: Browser) {
  const own = browser
    ? null
    : await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  const pages: Record<string, { files: string[]; jsGzipBytes: number; jsBrotliBytes: number }> = {};
  try {
    for (const pagePath of paths) {
      const context = await (browser ?? own!).newContext(PHONE);
      const page = await context.newPage();
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      await page
        .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, LATER_PARTS_MARK, {
          timeout: MARK_WAIT_MS,
          polling: 100,
        })
        .catch(() => {});
      // Scripts whose fetch began before the mark (all of them on a page without one).
      const found = await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
          .filter((e) => e.startTime < at)
          .map((e) => e.name);
      }, LATER_PARTS_MARK);
      const scripts = [...new Set(found)];
      let gz = 0;
      let br = 0;
      for (const src of scripts) {
        gz += (await wireBytes(new URL(src), 'gzip')).bytes;
        br += (await wireBytes(new URL(src), 'br')).bytes;
      }
      pages[pagePath] = { files: scripts.map((s) => new URL(s).pathname), jsGzipBytes: gz, jsBrotliBytes: br };
      await context.close();
    }
  } finally {
    await own?.close();
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  console.log(JSON.stringify(await phoneJavaScriptBytes(base, paths.length ? paths : ['/']), null, 2));
}
