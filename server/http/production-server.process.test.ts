// The shop as `npm start` runs it: a real process, the production build, the demo data.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/shop-server.mjs';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process';

describe('the shop in a process of its own', () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('serves the home page and the API, compressed as the browser asks (Brotli first, else gzip)', async () => {
    for (const [accepted, sent] of [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await fetch(`${shop.url}/`, { headers: { 'accept-encoding': accepted } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe(sent);
      expect(await page.text()).toContain('TT$');
      // Vite's hot-reload socket is let in by `npm run dev` only (server/http/storefront-dev.ts).
      expect(page.headers.get('content-security-policy')).toContain("connect-src 'self';");
    }
    const list = await fetch(`${shop.url}/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=3`);
    expect(list.status).toBe(200);
    expect(shop.alive()).toBe(true);
  });
  // What a search engine reads needs no browser (moved here from the browser tests, docs/decisions/0079).
  it('sitemap.xml lists every product, category and information page with absolute addresses', async () => {
    const res = await fetch(`${shop.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
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
    expect((await fetch(`${shop.url}${product.pathname}`)).status).toBe(200);
  });

  it('robots.txt points at the sitemap', async () => {
    const res = await fetch(`${shop.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /api/');
  });

  it('unknown addresses and numbers answer 404', async () => {
    for (const path of ['/no-such-page', '/productdetails/987654', '/category/987654', '/productdetails/xyz']) {
      expect((await fetch(`${shop.url}${path}`)).status, path).toBe(404);
    }
  });
});

describe('React in the server process', () => {
  // The probe prints, at exit, which of React's and React DOM's files ran (server/test-support).
  const probe = `--import=${path.join(root, 'server', 'test-support', 'report-react-builds.mjs')}`;
  // React and React DOM are loaded when the server starts; a page is drawn too when `visit` is set.
  const reactBuilds = async (nodeEnv: string, visit: boolean) => {
    const shop = await startShopProcess({ env: { NODE_ENV: nodeEnv, NODE_OPTIONS: probe } });
    try {
      if (visit) expect((await fetch(`${shop.url}/productdetails/1`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
    const line = shop
      .output()
      .split('\n')
      .find((l) => l.startsWith('react-builds: '));
    return JSON.parse(line!.slice('react-builds: '.length)) as string[];
  };

  it('uses the production builds of React and React DOM when NODE_ENV is not set', async () => {
    const files = await reactBuilds('', true);
    const expected = ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-server.node.production.js'];
    expect(files).toEqual(expect.arrayContaining(expected));
    expect(files.filter((f) => f.includes('development'))).toEqual([]);
  });

  it('uses the development builds when NODE_ENV=development says so', async () => {
    const files = await reactBuilds('development', false);
    expect(files).toContain('react/cjs/react.development.js');
    expect(files.filter((f) => f.includes('production'))).toEqual([]);
  });
});
