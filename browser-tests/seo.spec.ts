import { expect, test } from '@playwright/test';
import { DHOLAK_WITH_VIDEO, openProduct } from './catalogue-helpers';

// sitemap.xml, robots.txt and the 404 answers need no browser: server/http/production-server.process.test.ts.

test('every page has its own title, description and canonical address', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/category', '/aboutus', '/deliverypolicy', '/privacypolicy', '/search/tabla']) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length, path).toBeGreaterThan(5);
    expect(seen.has(title), `${path}: ${title}`).toBe(false);
    seen.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${path === '/' ? '/$' : path.replace(/\//g, '\\/')}`),
    );
    expect(await page.locator('h1').count(), path).toBe(1);
  }
});

test('a product page has Open Graph, Twitter card and schema.org Product data, its scripts allowed by hash', async ({
  page,
  request,
}) => {
  await openProduct(page, DHOLAK_WITH_VIDEO);
  const path = new URL(page.url()).pathname;
  const res = await request.get(path);
  const html = await res.text();
  const csp = res.headers()['content-security-policy'] ?? '';
  // A cached page is the same for everyone (docs/decisions/0030): no nonce to share, its inline scripts
  // are allowed by their hashes.
  expect(res.headers()['x-cache']).toMatch(/^(hit|miss)$/);
  expect(csp).not.toContain("'nonce-");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);

  const meta = (attr: string, key: string) => html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
  expect(meta('property', 'og:title')).toBe(DHOLAK_WITH_VIDEO);
  expect(meta('property', 'og:image')).toMatch(/^https?:\/\/.+\.(webp|jpg|png)$/);
  expect(meta('property', 'og:url')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  expect(meta('property', 'product:price:currency')).toBe('TTD');
  expect(meta('property', 'product:price:amount')).toMatch(/^\d+\.\d{2}$/);
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');

  const script = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  const data = JSON.parse(script![1]!);
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(DHOLAK_WITH_VIDEO);
  expect(data.offers.priceCurrency).toBe('TTD');
  expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(data.aggregateRating.reviewCount).toBeGreaterThan(5);
});
