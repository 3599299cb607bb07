// Shared by the catalogue's browser tests: console-error capture and finding demo products by name.
import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors; assert it is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Loads a page and waits until it has hydrated (root.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** Opens a demo product's page by searching for its exact name, as a shopper would. */
export async function openProduct(page: Page, name: string) {
  await gotoHydrated(page, `/search/${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The TT$ amounts shown on the product cards, as numbers. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('.category-page__main section')
    .first()
    .locator('.product-card__price')
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

// Demo products the seed always makes (seed/products.ts).
export const DHOLAK_WITH_VIDEO = 'Hand-crafted Mango Wood Dholak';
export const KURTA_WITH_VARIANTS = 'Cotton Kurta Pajama Set';
