// /sitemap.xml: every product, category and information page, with absolute addresses.

import { categoryPath, productPath } from '../lib/shop-links';
import type { Route } from './+types/sitemap.route';

const STATIC_PATHS = [
  '/',
  '/category',
  '/deliverypolicy',
  '/termsandcondition',
  '/aboutus',
  '/ourservices',
  '/privacypolicy',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, entries] = await Promise.all([context.shop.settings(), context.shop.catalogue.sitemapEntries()]);
  const url = (path: string, lastModified?: string) =>
    `<url><loc>${escapeXml(settings.publicBaseUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}</url>`;
  const urls = [
    ...STATIC_PATHS.map((p) => url(p)),
    ...entries.Categories.map((c) => url(categoryPath(c.ProductCategoryNo))),
    ...entries.Products.map((p) => url(productPath(p.ProductNo), p.UpdatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
