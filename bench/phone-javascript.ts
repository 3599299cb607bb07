// JavaScript a phone actually loads on a first visit: every script the page fetches, the lazy
// parts its first render asks for included, until the network has been quiet for a while, with no
// tap or scroll. This is the budget's measure (the catalogue's budget: at most 120 KB gzip on the home and product
// pages): the scripts a page declares in its HTML leave out the lazy parts that load at once.
import { chromium, devices } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { wireBytes } from './http-figures';

/** Lighthouse's phone: a Moto G class screen (412 × 823 in Lighthouse 12; Playwright's Moto G4 is 360 × 640). */
const PHONE = { ...devices['Moto G4'], viewport: { width: 412, height: 823 } };
const QUIET_MS = 2000;

export async function phoneJavaScriptBytes(base: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  const pages: Record<string, { files: string[]; jsGzipBytes: number; jsBrotliBytes: number }> = {};
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
      });
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      await page.waitForTimeout(QUIET_MS);
      let gz = 0;
      let br = 0;
      for (const src of scripts) {
        gz += (await wireBytes(new URL(src), 'gzip')).bytes;
        br += (await wireBytes(new URL(src), 'br')).bytes;
      }
      pages[pagePath] = { files: [...scripts].map((s) => new URL(s).pathname), jsGzipBytes: gz, jsBrotliBytes: br };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  console.log(JSON.stringify(await phoneJavaScriptBytes(base, paths.length ? paths : ['/']), null, 2));
}
