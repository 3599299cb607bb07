import { expect, test } from '@playwright/test';
import { DHOLAK_WITH_VIDEO, openProduct } from './catalogue-helpers';

test('sitemap.xml lists every product, category and information page with absolute addresses', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.every((l) => l.startsWith('http://') || l.startsWith('https://'))).toBe(true);
  expect(locs.filter((l) => l.includes('/productdetails/')).length).toBeGreaterThan(100);
  expect(locs.filter((l) => l.includes('/category/')).length).toBeGreaterThan(10);
  for (const page of ['/aboutus', '/deliverypolicy', '/termsandcondition', '/ourservices', '/privacypolicy']) {
    expect(locs.some((l) => l.endsWith(page))).toBe(true);
  }
  // The product addresses open real pages.
  const product = new URL(locs.find((l) => l.includes('/productdetails/'))!);
  expect((await request.get(new URL(product.pathname, baseURL).toString())).status()).toBe(200);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  expect(text).toContain('Disallow: /api/');
});

test('unknown addresses and numbers answer 404', async ({ request }) => {
  for (const path of ['/no-such-page', '/productdetails/987654', '/category/987654', '/productdetails/xyz']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

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
