// /robots.txt: crawl the catalogue, not the shopper's own pages; the sitemap lists the rest.
import type { Route } from './+types/robots.route';

const PRIVATE_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/success',
  '/wishlist',
  '/account',
  '/editaccountinfo',
  '/changepassword',
  '/orderhistory',
  '/orderdetail',
  '/productreturn',
  '/ordertrack',
  '/placeorder',
  '/fborder',
  '/search',
  '/csearch',
];

export async function loader({ context }: Route.LoaderArgs) {
  const { publicBaseUrl } = await context.shop.settings();
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
