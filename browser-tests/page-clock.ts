// Timers a page sets, run at once: the page's clock (Playwright's, installed before the page loads)
// jumps ahead instead of the test waiting, so "it does not leave by itself" costs no fixed sleep.
import type { Page, Request } from '@playwright/test';

/** Runs every timer due within `ms` and answers the addresses the page then set off for (none: it stays). */
export async function leavesWithin(page: Page, ms: number): Promise<string[]> {
  const leaving: string[] = [];
  const note = (r: Request) => {
    if (r.frame() !== page.mainFrame()) return;
    // A document, or the data React Router fetches for the next page before it shows it.
    if (r.isNavigationRequest() || /\.data(\?|$)/.test(r.url())) leaving.push(r.url());
  };
  page.on('request', note);
  await page.clock.fastForward(ms);
  // A timer that navigates sends its request at once: one more turn of the page's loop lets it go out.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  page.off('request', note);
  return leaving;
}
