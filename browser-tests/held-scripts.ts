// A page read before it wakes (docs/decisions/0054): its scripts are held until the test lets them go,
// and the replay of what was done meanwhile (early-taps-replay) can be held a while longer, so that the
// page listens while the early-taps capture is still on.
import type { Page } from '@playwright/test';

function gate() {
  let open!: () => void;
  const shut = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, shut };
}

/** Call before the page is opened; `wake` lets the scripts go, `replay` the replay (held only when asked). */
export async function holdScripts(page: Page, { holdReplay = false } = {}) {
  const scripts = gate();
  const replay = gate();
  if (!holdReplay) replay.open();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await scripts.shut;
    if (/early-taps-replay/.test(route.request().url())) await replay.shut;
    await route.continue();
  });
  return { wake: scripts.open, replay: replay.open };
}
