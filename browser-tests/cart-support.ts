// Finds demo products with the traits a cart or checkout test needs, through the public API.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface ApiProduct {
  ProductNo: number;
  ProductName: string;
  SalesPrice: number;
  SalesPrice2: number;
  SalesPrice3: number;
  SalesPrice5: number;
  DiscountPercent: number;
  FreeDelivery: number;
  FreeDeliveryQuantity: number;
  IsSoldOut: number;
  ProductSKUCount: number;
}

let catalogue: ApiProduct[] | null = null;

async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  if (catalogue) return catalogue;
  const found: ApiProduct[] = [];
  for (let page = 1; page <= 30; page++) {
    const res = await request.get(`/api/trini/GetProducts?HomePageProducts=1&MaxRecords=100&PageNo=${page}`);
    const list = (await res.json()) as ApiProduct[];
    if (!Array.isArray(list) || list.length === 0) break;
    found.push(...list);
  }
  catalogue = found;
  return found;
}

export async function findProduct(
  request: APIRequestContext,
  want: (p: ApiProduct) => boolean,
  skip = 0,
  minStock = 0,
): Promise<ApiProduct> {
  const hits = (await allProducts(request)).filter(want);
  if (minStock === 0) {
    const hit = hits[skip];
    if (!hit) throw new Error('No demo product fits this test');
    return hit;
  }
  // The stock as it is now: other tests running at the same time order the same demo products, and a
  // product of a few units left can sell out under a test that must add it.
  let left = skip;
  for (const hit of hits) {
    const detail = await request.get(`/api/Product/loadproduct?ProductNo=${hit.ProductNo}`);
    if (((await detail.json()) as { Stock: number }).Stock >= minStock && left-- === 0) return hit;
  }
  throw new Error(`No demo product with ${minStock} or more in stock fits this test`);
}

/** On sale, one option at most, and with a price for 2 that differs from twice the unit price. */
export const bundleProduct = (p: ApiProduct) =>
  !p.IsSoldOut &&
  p.ProductSKUCount <= 1 &&
  p.SalesPrice2 > 0 &&
  p.SalesPrice2 !== p.SalesPrice * 2 &&
  !p.FreeDelivery &&
  p.FreeDeliveryQuantity <= 1;
export const plainProduct = (p: ApiProduct) =>
  !p.IsSoldOut && p.ProductSKUCount <= 1 && !p.FreeDelivery && p.FreeDeliveryQuantity <= 1;
export const soldOutProduct = (p: ApiProduct) => !!p.IsSoldOut && p.ProductSKUCount <= 1;
export const optionsProduct = (p: ApiProduct) => !p.IsSoldOut && p.ProductSKUCount > 1;

export const tt = (dollars: number) =>
  `TT$${Math.floor(dollars).toLocaleString('en-US')}.${String(Math.round((dollars % 1) * 100)).padStart(2, '0')}`;

/** Puts a product in the cart through /cart/{ProductNo} and waits for the cart page to show it. */
export async function addThroughLink(page: Page, product: ApiProduct) {
  await page.goto(`/cart/${product.ProductNo}`);
  await page.waitForURL(/\/cart$/);
  await page
    .getByRole('table', { name: 'Products in your cart' })
    .getByRole('link', { name: product.ProductName })
    .first()
    .waitFor();
}

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Registers a new customer through the API from inside the page (the CSRF cookie is the page's) and signs in. */
export async function registerAndSignIn(page: Page, name = 'Test Shopper'): Promise<{ mobile: string; token: string }> {
  const mobile = String(3000000 + Math.floor(Math.random() * 6_999_999)).slice(0, 7);
  const token = await page.evaluate(
    async ({ mobile, name }) => {
      // A cached page brings no CSRF cookie (docs/decisions/0030); the shop's own script asks for one
      // before its first write, and so does this helper.
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/health');
      const csrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const res = await fetch('/api/customer/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': csrf },
        body: JSON.stringify({
          CustomerName: name,
          Address: '',
          Mobile1: mobile,
          EmailID: `${mobile}@example.test`,
          NewPassword: 'demo-pass-123',
          ConfirmPassword: 'demo-pass-123',
        }),
      });
      const answer = await res.json();
      if (!answer.success) throw new Error(`register failed: ${answer.msg}`);
      localStorage.setItem('customerToken', answer.jwt);
      return answer.jwt as string;
    },
    { mobile, name },
  );
  return { mobile, token };
}

/** On the WiPay sandbox's card page: pays with its Visa test card (a tap on a phone, else a click). */
export async function payOnWipaySandbox(page: Page, nameOnCard: string, { touch = false } = {}) {
  await expect(page).toHaveURL(/wipay-sandbox/);
  await page.getByRole('radio', { name: 'Visa' }).check();
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('08/29');
  await page.getByLabel('CVV (3 digits)').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  const pay = page.getByRole('button', { name: 'Pay' });
  await (touch ? pay.tap() : pay.click());
}
