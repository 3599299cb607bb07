// Shared by the account browser tests: customers and orders made through the public API, so each
// test starts from the state it needs. The API calls go through the page's own cookie jar, which
// carries the XSRF-TOKEN cookie the server checks on every POST.
import { expect, type Locator, type Page } from '@playwright/test';

export interface TestCustomer {
  mobile: string;
  name: string;
  password: string;
  email: string;
  token: string;
}

let counter = 0;

/** A mobile number no other test run is likely to have taken: 7 digits, never starting with 0 or 1. */
export function freshMobile(): string {
  counter += 1;
  const n = (Date.now() * 10 + counter + Math.floor(Math.random() * 1000)) % 7_000_000;
  return String(3_000_000 + n);
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  if (!page.url().startsWith('http')) await page.goto('/ourservices');
  let cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) {
    await page.request.get('/api/health');
    cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  }
  if (!cookie) throw new Error('The shop set no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

export async function postJson<T>(
  page: Page,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers = { ...(await csrfHeader(page)), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = await page.request.post(path, { data: body, headers });
  return { status: res.status(), body: (await res.json()) as T };
}

/** Registers through POST /api/customer/register. */
export async function registerCustomer(
  page: Page,
  name = 'Kavita Ramdial',
  password = 'doubles-and-chow',
): Promise<TestCustomer> {
  const mobile = freshMobile();
  const email = `kavita.${mobile}@example.test`;
  const { body } = await postJson<{ success: boolean; jwt: string; msg: string }>(page, '/api/customer/register', {
    CustomerName: name,
    Address: '',
    Mobile1: mobile,
    EmailID: email,
    NewPassword: password,
    ConfirmPassword: password,
    Confirmed: true,
  });
  expect(body.success, body.msg).toBe(true);
  return { mobile, name, password, email, token: body.jwt };
}

/** Starts the browser session as the app does after a login: the token in localStorage, then a reload. */
export async function signInWithToken(page: Page, customer: TestCustomer) {
  if (!page.url().startsWith('http')) await page.goto('/ourservices');
  await page.evaluate((token) => localStorage.setItem('customerToken', token), customer.token);
  await page.reload();
}

export interface DemoProduct {
  ProductNo: number;
  ProductName: string;
  Barcode: string;
  SalesPrice: number;
  DiscountPercent: number;
  IsSoldOut: number;
  ProductSKUCount: number;
  ProductSKUNo?: number | null;
}

interface Variant {
  ProductSKUNo: number;
  Color: string | null;
  Size: string | null;
  IsSoldOut: number;
}

/**
 * Units left that a product needs to be picked: the tests before this one (and beside it) bought from
 * the same demo products, and a test orders up to 3 of one.
 */
const UNITS_LEFT = 5;

async function unitsLeft(page: Page, productNo: number): Promise<number> {
  const res = await page.request.get(`/api/Product/loadproduct?ProductNo=${productNo}`);
  return ((await res.json()) as { Stock: number }).Stock;
}

/** The home page's first products with units enough left; skip picks the next one that fits. */
export async function demoProduct(page: Page, want: (p: DemoProduct) => boolean, skip = 0): Promise<DemoProduct> {
  const res = await page.request.get('/api/trini/GetProducts?HomePageProducts=1&MaxRecords=100&PageNo=1');
  let fitting = 0;
  for (const product of ((await res.json()) as DemoProduct[]).filter(want)) {
    if ((await unitsLeft(page, product.ProductNo)) < UNITS_LEFT) continue;
    if (fitting++ === skip) return product;
  }
  throw new Error('No demo product fits this test');
}

export const plainProduct = (p: DemoProduct) => !p.IsSoldOut && p.ProductSKUCount <= 1;
export const productWithOptions = (p: DemoProduct) => !p.IsSoldOut && p.ProductSKUCount > 1;

export async function firstVariant(page: Page, productNo: number): Promise<Variant> {
  const res = await page.request.get(`/api/Product/loadproduct?ProductNo=${productNo}`);
  const product = (await res.json()) as { ProductSKUList: Variant[] };
  const variant = product.ProductSKUList.find((v) => !v.IsSoldOut);
  if (!variant) throw new Error('The product has no variant on sale');
  return variant;
}

export interface OrderedLine {
  product: DemoProduct;
  quantity: number;
  variant?: Variant | null;
}

/** An order through SaveOrder: cash on delivery (PMNo 3) unless told, or bank transfer (2). */
export async function placeOrder(
  page: Page,
  customer: TestCustomer,
  lines: OrderedLine[],
  pmNo: 2 | 3 = 3,
): Promise<number> {
  const { body } = await postJson<{ success: boolean; msg: string; OrderNo: number }>(
    page,
    '/api/shop/SaveOrder',
    {
      PMNo: pmNo,
      OrderProductList: lines.map(({ product, quantity, variant }) => ({
        ProductNo: product.ProductNo,
        ProductSKUNo: variant?.ProductSKUNo ?? product.ProductSKUNo ?? 0,
        ProductName: product.ProductName,
        Color: variant?.Color ?? '',
        Size: variant?.Size ?? '',
        Quantity: quantity,
        Barcode: product.Barcode,
        SalesPrice: product.SalesPrice,
      })),
      Remarks: 'Please call before delivery.',
      CountryNo: 1,
      IsPickup: 0,
      CustomerMobile: customer.mobile,
      CustomerName: customer.name,
      EmailID: customer.email,
      CustomerEmail: customer.email,
      CustomerAddress: '12 Frederick Street, Port of Spain',
      CustomerCityNo: 0,
      ODeliverCountryNo: 1,
      StoreNo: 8,
      InvoiceStoreName: 'Online Store',
      ShopNo: 16,
      ShopName: 'Online Store',
      NewOrderDate: new Date().toISOString().slice(0, 10),
      Source: 1,
      IdempotencyKey: `account-test-${customer.mobile}-${Date.now()}-${Math.random()}`,
    },
    customer.token,
  );
  expect(body.success, body.msg).toBe(true);
  return body.OrderNo;
}

/** Console errors and uncaught exceptions, except the browser's own line for an HTTP error answer. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** A form field by its label exactly as shown, the required fields' ' *' aside. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}
