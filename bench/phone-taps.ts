// Taps as a shopper makes them (docs/decisions/0056): on the phone profile (bench/phone-profile.ts),
// each control of the home, product and checkout pages is tapped as soon as it is painted, on fresh
// visits. For each: the median time from the tap on the link (navigation start) until the control is
// visible and until its tap has visibly worked, and how many early taps were lost (no effect within
// 15 s). INP: the longest interaction of a visit that taps Add To Cart early and once more after the
// page has woken. Alone: `npx tsx bench/phone-taps.ts http://localhost:3000 [visits]`.
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { phone } from './phone-profile';

const WORKS_WITHIN_MS = 15_000;

interface Control {
  name: string;
  page: 'home' | 'product' | 'checkout';
  path: string;
  control(page: Page): Locator;
  /** Resolves once the tap's effect shows. */
  works(page: Page): Promise<unknown>;
  /** Before the control is tapped (checkout: the details typed as soon as the fields show). */
  before?(page: Page): Promise<void>;
}

export interface ControlFigures {
  page: string;
  visits: number;
  visibleMsMedian: number | null;
  worksMsMedian: number | null;
  lostTaps: number;
  earlyTaps: number;
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]! : null);
const within = { timeout: WORKS_WITHIN_MS };
const cartCount = (page: Page) => page.locator('.header-action--cart .cart-count');
const until = (check: () => Promise<boolean>) =>
  (async () => {
    const end = Date.now() + WORKS_WITHIN_MS;
    while (Date.now() < end) {
      if (await check().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no effect');
  })();

async function productNumbers(base: string, visits: number): Promise<{ plain: number; options: number }> {
  const list = (await (
    await fetch(`${base}/api/trini/GetProducts?HomePageProducts=1&MaxRecords=100&PageNo=1`)
  ).json()) as {
    ProductNo: number;
    IsSoldOut: number;
    ProductSKUCount: number;
  }[];
  // Every Place Order visit orders one unit of the plain product: one with fewer units than visits
  // sells out during the bench, and each visit after that would count as a lost tap.
  let plain: number | undefined;
  for (const p of list.filter((p) => !p.IsSoldOut && p.ProductSKUCount <= 1)) {
    const detail = (await (await fetch(`${base}/api/Product/loadproduct?ProductNo=${p.ProductNo}`)).json()) as {
      Stock: number;
    };
    if (detail.Stock > visits) {
      plain = p.ProductNo;
      break;
    }
  }
  if (plain === undefined) throw new Error(`no product on the home page has more than ${visits} units in stock`);
  const options = list.find((p) => !p.IsSoldOut && p.ProductSKUCount > 1)?.ProductNo ?? plain;
  return { plain, options };
}

function controls(plain: number, options: number): Control[] {
  const product = `/productdetails/${plain}`;
  const dialog = (page: Page) => page.getByRole('dialog').waitFor(within);
  return [
    {
      name: 'Add To Cart, home card',
      page: 'home',
      path: '/',
      control: (p) => p.locator('.product-card').first().getByRole('button', { name: 'Add To Cart' }),
      works: (p) => until(async () => (await cartCount(p).textContent()) === '1' || /\/productdetails\//.test(p.url())),
    },
    {
      name: 'wishlist heart, home card',
      page: 'home',
      path: '/',
      control: (p) => p.locator('.product-card .wishlist-button').first(),
      works: (p) =>
        until(
          async () =>
            (await p.locator('.product-card .wishlist-button').first().getAttribute('aria-pressed')) === 'true',
        ),
    },
    { name: 'cart icon', page: 'home', path: '/', control: (p) => p.locator('.header-action--cart'), works: dialog },
    {
      name: 'Login',
      page: 'home',
      path: '/',
      control: (p) => p.getByRole('button', { name: 'Login', exact: true }),
      works: dialog,
    },
    {
      name: 'Register',
      page: 'home',
      path: '/',
      control: (p) => p.getByRole('button', { name: 'Register', exact: true }),
      works: dialog,
    },
    {
      name: 'Load More',
      page: 'home',
      path: '/',
      control: (p) => p.getByRole('button', { name: 'Load More Products...' }),
      works: (p) => until(async () => (await p.locator('.home-products .product-card').count()) > 15),
    },
    {
      name: 'Add To Cart, product page',
      page: 'product',
      path: product,
      control: (p) => p.locator('.product-info__actions').getByRole('button', { name: 'Add To Cart' }),
      works: (p) => until(async () => (await cartCount(p).textContent()) === '1'),
    },
    {
      name: 'Buy Now',
      page: 'product',
      path: product,
      control: (p) => p.getByRole('button', { name: 'Buy Now' }),
      works: (p) => p.waitForURL(/\/cart$/, within),
    },
    {
      name: 'quantity +',
      page: 'product',
      path: product,
      control: (p) => p.getByRole('button', { name: 'Increase quantity' }),
      works: (p) => until(async () => (await p.getByRole('spinbutton', { name: 'Quantity' }).inputValue()) === '2'),
    },
    {
      name: 'variant choice',
      page: 'product',
      path: `/productdetails/${options}`,
      control: (p) => p.locator('.variant-picker label:not(.is-sold-out)').first(),
      works: (p) => until(() => p.locator('.variant-picker input[type=radio]:checked').isVisible()),
    },
    {
      name: 'wishlist heart, product page',
      page: 'product',
      path: product,
      control: (p) => p.locator('.product-info__actions .wishlist-button'),
      works: (p) =>
        until(
          async () =>
            (await p.locator('.product-info__actions .wishlist-button').getAttribute('aria-pressed')) === 'true',
        ),
    },
    {
      name: 'search box',
      page: 'home',
      path: '/',
      control: (p) => p.getByRole('searchbox').first(),
      before: async () => {},
      works: (p) => p.waitForURL(/\/search(\/|\?q=)/, within),
    },
    {
      name: 'Place Order (typed and autofilled at once)',
      page: 'checkout',
      path: '/checkout',
      control: (p) => p.getByRole('button', { name: 'Place Order' }).first(),
      before: async (p) => {
        const mobile = String(7_000_000 + Math.floor(Math.random() * 999_999)).slice(0, 7);
        const box = p.getByRole('textbox', { name: /^Mobile/ });
        await box.waitFor(within);
        await box.pressSequentially(mobile);
        await p.getByRole('textbox', { name: /^Name/ }).fill('Bench Shopper');
        await p.getByRole('textbox', { name: /^Email/ }).fill(`bench.${mobile}@example.com`);
        await p.getByRole('textbox', { name: /^Address/ }).pressSequentially('1 Bench Road, Arima');
      },
      works: (p) => p.getByRole('heading', { name: 'Your Order has been successfully placed!' }).waitFor(within),
    },
  ];
}

/** Records the page's longest interaction (INP's measure) from the first byte. */
const INP_OBSERVER = `window.__inp=0;try{new PerformanceObserver(l=>{for(const e of l.getEntries())if(e.interactionId)window.__inp=Math.max(window.__inp,e.duration)}).observe({type:"event",buffered:true,durationThreshold:16})}catch{}`;

async function visit(browser: Browser, base: string, c: Control, plain: number, inp: boolean) {
  const { page, context } = await phone(browser);
  try {
    await page.addInitScript(INP_OBSERVER);
    if (c.page === 'checkout') {
      // A cart first, without throttling the visit that fills it.
      await page.goto(`${base}/cart/${plain}`);
      await page.waitForURL(/\/cart$/);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...within });
    }
    const start = Date.now();
    await page.goto(base + c.path, { waitUntil: 'commit' });
    await c.before?.(page);
    const control = c.control(page);
    await control.waitFor({ state: 'visible', ...within });
    const visible = Date.now() - start;
    const early = !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
    if (c.name === 'search box') {
      await control.tap();
      await control.pressSequentially('kurta');
      await control.press('Enter');
    } else await control.tap();
    let works: number | null = null;
    try {
      await c.works(page);
      works = Date.now() - start;
    } catch {}
    let inpMs: number | null = null;
    if (inp && works !== null) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', ...within });
      await control.tap();
      await page.waitForTimeout(800);
      inpMs = await page.evaluate(() => (window as unknown as { __inp: number }).__inp);
    }
    return { visible, works, early, inpMs };
  } finally {
    await context.close();
  }
}

export async function phoneTapFigures(base: string, visits = 20) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const { plain, options } = await productNumbers(base, visits);
  const figures: Record<string, ControlFigures> = {};
  const inps: number[] = [];
  try {
    for (const c of controls(plain, options)) {
      const visible: number[] = [];
      const works: number[] = [];
      let lost = 0;
      let early = 0;
      for (let i = 0; i < visits; i++) {
        const one = await visit(browser, base, c, plain, c.name === 'Add To Cart, product page');
        visible.push(one.visible);
        if (one.early) early++;
        if (one.works === null) lost++;
        else works.push(one.works);
        if (one.inpMs !== null) inps.push(one.inpMs);
      }
      figures[c.name] = {
        page: c.page,
        visits,
        visibleMsMedian: median(visible),
        worksMsMedian: median(works),
        lostTaps: lost,
        earlyTaps: early,
      };
    }
  } finally {
    await browser.close();
  }
  return { controls: figures, addToCartInpMsMedian: median(inps) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', visits = '20'] = process.argv.slice(2);
  console.log(JSON.stringify(await phoneTapFigures(base, Number(visits)), null, 2));
}
