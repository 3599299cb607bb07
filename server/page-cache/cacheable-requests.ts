// Which requests may be answered from the cache: the same for everyone, asked anonymously. Catalogue
// pages (and their client-side navigation data, *.data) and the catalogue's GET API answers, judged by
// the address every part of the shop reads (server/http/input/normalised-url.ts). Never the back office, the
// cart, checkout or account pages, a request with a customer's token or a staff cookie, or any method
// but GET (docs/decisions/0030, 0051).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { STAFF_COOKIE } from '../backoffice/staff';

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

/** The catalogue API answers that are lists a product change may add to (docs/decisions/0067). */
const LIST_API = new Set(
  ['/api/trini/GetProducts', '/api/Product/GetProducts', '/api/design/LoadDesignPageProducts'].map((p) =>
    p.toLowerCase(),
  ),
);

/** Whether the API route (as cacheKeyOf gives it) answers a list of products chosen by a query. */
export const isListRoute = (route: string | undefined) => route !== undefined && LIST_API.has(route);

// Home, category, search, csearch, product and the static pages (storefront/routes.ts), and the
// data of each for navigations in the browser (`/_root.data` is the home page's).
const CATALOGUE_PAGE =
  /^\/(?:|_root\.data|home|(?:search|csearch|category|productdetails)(?:\/[^/]*)?|deliverypolicy|termsandcondition|aboutus|ourservices|privacypolicy)(?:\.data)?\/?$/i;

export type CacheableKind = 'api' | 'page';

/** The staff's session cookie, the step before its two-step code, or the sign-in form's (session-cookie.ts). */
const STAFF_COOKIES = new RegExp(`(?:^|;)\\s*${STAFF_COOKIE}`);

/** Whoever sends these is someone: a customer's token or a staff cookie. Never answered from the cache. */
export function hasSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && STAFF_COOKIES.test(cookie);
}

/**
 * The request's kind and its key without the encoding when its address is one the cache may answer,
 * or undefined. `request.url` is the normal form (server/app.ts). Whether the one asking may share
 * it is hasSession's question.
 */
export function cacheKeyOf(request: FastifyRequest): { kind: CacheableKind; key: string; route?: string } | undefined {
  if (request.method !== 'GET') return undefined;
  const [path = '', query = ''] = splitUrl(request.url);
  const route = (request.routeOptions.url ?? '').toLowerCase();
  if (CATALOGUE_API.has(route)) return { kind: 'api', key: `api ${route}?${canonicalQuery(query)}`, route };
  if (route !== '/*' || !CATALOGUE_PAGE.test(path)) return undefined;
  return { kind: 'page', key: `page ${path}?${canonicalQuery(query)}` };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * A query in one canonical spelling: names and values decoded and written again, the parameters sorted
 * by their name in lower case, and those whose names differ only in case (or are repeated) kept in the
 * order they came. The API's handlers read names in any case and take the first of a repeated one
 * (server/http/input/validate.ts), the pages read them as written: both read only what this keeps, so two
 * queries one of them could tell apart never share a key. A query that does not decode is kept as it
 * came, behind a `&` no canonical spelling starts with.
 */
export function canonicalQuery(query: string): string {
  if (!query) return '';
  const pairs: { lower: string; at: number; text: string }[] = [];
  for (const part of query.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
      value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return `&${query}`;
    }
    const lower = name.toLowerCase();
    pairs.push({ lower, at: pairs.length, text: `${encodeURIComponent(name)}=${encodeURIComponent(value)}` });
  }
  pairs.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : a.at - b.at));
  return pairs.map((p) => p.text).join('&');
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
