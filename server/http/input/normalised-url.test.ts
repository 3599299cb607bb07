// The one normal form of a request's address (docs/decisions/0051): what the cache, the limits and both
// routers see. React Router reads the path through a WHATWG URL, so the normal form must be a fixed
// point of that reading, or a path could be classified as one page and rendered as another.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedUrl } from './normalised-url';

/** The path React Router matches for a request whose URL is `url` (server/http/storefront-bridge.ts). */
const pathReactRouterSees = (url: string) => new URL(`http://shop${url}`).pathname;

describe('normalisedUrl', () => {
  it.each([
    ['/search/..\\..\\admin\\customers.csv', '/admin/customers.csv'],
    ['/category/..\\admin', '/admin'],
    ['/category/%2e%2e\\admin', '/admin'],
    ['/category/.%2E/admin/orders.csv', '/admin/orders.csv'],
    ['/productdetails/%2E%2e/%2e%2e/admin/audit', '/admin/audit'],
    ['//admin//customers.csv', '/admin/customers.csv'],
    ['/%61dmin/%63ustomers.csv', '/admin/customers.csv'],
    ['/search/tabla/', '/search/tabla'],
    ['/search/./tabla', '/search/tabla'],
    ['/search/x#/../../admin', '/search/x'],
    ['/api/trini/GetProducts?SearchText=a/../b', '/api/trini/GetProducts?SearchText=a/../b'],
    ['http://evil.example/admin/staff?x=1', '/admin/staff?x=1'],
  ])('%s is read as %s', (sent, normal) => {
    expect(normalisedUrl(sent)).toBe(normal);
  });

  it('keeps what is already normal as it was, query and all', () => {
    for (const url of ['/', '/_root.data', '/search/tabla?q=a%20b&b=1', '/productdetails/12.data?_routes=x'])
      expect(normalisedUrl(url)).toBe(url);
    expect(normalisedUrl('*')).toBe('*');
  });

  it('leaves an escaped slash or backslash inside a segment: no router splits it', () => {
    expect(normalisedUrl('/search/%2F..%2Fadmin')).toBe('/search/%2F..%2Fadmin');
    expect(normalisedUrl('/search/..%5Cadmin')).toBe('/search/..%5Cadmin');
  });

  it('is a fixed point of itself and of the WHATWG reading React Router makes, for any path', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%61',
      '%',
      'admin',
      'search',
      ';',
      '?',
      '#',
      'é',
      ' ',
      '//',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const once = normalisedUrl(`/${pieces.join('')}`);
        expect(normalisedUrl(once)).toBe(once);
        const path = once.split('?')[0]!;
        expect(pathReactRouterSees(path)).toBe(path);
        expect(path).not.toMatch(/\/\/|\\|(^|\/)\.\.?(\/|$)/);
      }),
      { numRuns: 3000 },
    );
  });
});
