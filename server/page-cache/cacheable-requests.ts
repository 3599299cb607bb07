// Which requests may be answered from the cache: the same for everyone, asked anonymously. Catalogue
// pages (and their client-side navigation data, *.data) and the catalogue's GET API answers. Never the
// back office, the cart, checkout or account pages, a request signed in with a bearer token, or any
// method but GET (docs/decisions/0030).
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The catalogue's GET answers, by route pattern as the router matched it (server/catalogue/). */
const CATALOGUE_API = new Set(
  [
    '/api/trini/GetProducts',
    '/api/Product/GetProducts',
    '/api/Product/loadproduct',
    '/api/design/LoadDesignPageProducts',
    '/api/store/getproductcategorylist',
    '/api/Trini/GetCityList',
    '/api/Shop/GetShop',
  ].map((p) => p.toLowerCase()),
);

// Home, category, search, csearch, product and the static pages (storefront/routes.ts), and the
// data of each for navigations in the browser (`/_root.data` is the home page's).
const CATALOGUE_PAGE =
  /^\/(?:|_root\.data|home|(?:search|csearch|category|productdetails)(?:\/[^/]*)?|deliverypolicy|termsandcondition|aboutus|ourservices|privacypolicy)(?:\.data)?\/?$/i;

export type CacheableKind = 'api' | 'page';

/** The request's kind and its key without the encoding, or undefined when it must not touch the cache. */
export function cacheKeyOf(request: FastifyRequest): { kind: CacheableKind; key: string } | undefined {
  if (request.method !== 'GET') return undefined;
  if (request.headers.authorization !== undefined) return undefined;
  const [path = '', query = ''] = splitUrl(request.url);
  const route = (request.routeOptions.url ?? '').toLowerCase();
  if (CATALOGUE_API.has(route)) return { kind: 'api', key: `api ${route}?${sortedQuery(query)}` };
  if (route !== '/*' || !CATALOGUE_PAGE.test(path)) return undefined;
  return { kind: 'page', key: `page ${path}?${query}` };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** The API's handlers read the parsed query: the order of different keys does not change the answer. */
function sortedQuery(query: string): string {
  if (!query) return '';
  const parts = query.split('&').filter(Boolean);
  const keyOf = (p: string) => p.split('=', 1)[0]!;
  return parts
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : i - j))
    .map(([p]) => p)
    .join('&');
}

/** Brotli when accepted, else gzip, else none: what @fastify/compress would choose for browsers. */
export function chosenEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
