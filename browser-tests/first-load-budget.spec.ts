// The catalogue's first-load budget, plus the 1 KB decision 0030, the 2 KB decision 0077 allowed and its 1 KB of 2026-11-28: at most 124 KB of JavaScript (gzip, 1,000-byte kilobytes) on a phone's first load
// of the home and product pages, counted as the bench counts it (bench/phone-javascript.ts): every
// script the page fetches before it starts loading its later parts, lazy parts included, with no tap or scroll.
import { expect, test } from '@playwright/test';
import { phoneJavaScriptBytes } from '../bench/phone-javascript';

const BUDGET_BYTES = 124_000;

test('a phone loads at most 124 KB of JavaScript (gzip) on its first visit to the home and product pages', async ({
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const pages = await phoneJavaScriptBytes(baseURL!, ['/', '/productdetails/1', '/productdetails/7'], browser);
  for (const [path, { jsGzipBytes, files }] of Object.entries(pages)) {
    expect(jsGzipBytes, `${path} loads ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});
