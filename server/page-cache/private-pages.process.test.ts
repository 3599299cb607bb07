// The back office is never handed to someone else by the page cache (docs/decisions/0051): a staff
// member's page or CSV asked for through an address that looks like a catalogue page (`\`, dot
// segments, escapes) is rendered for them alone, and the same address asked without the cookie is sent
// to sign in, from Fastify's hook and from the listener that answers hits before Fastify alike.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process';

const OWNER = { email: 'owner@example.test', password: 'demo-owner-password' }; // the demo seed's owner

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the path exactly as written (fetch and URL would tidy `\` and `..` first). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        agent: false,
        headers: { 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function rawPost(port: number, path: string, cookie: string, form: URLSearchParams): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const body = form.toString();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const cookieFrom = (answer: Raw, name: string) => {
  const pair = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie in the answer (${answer.status})`);
  return pair;
};
const hiddenCsrf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Spellings of `/admin/<rest>` that start like a catalogue page, as a script or a proxy may send them. */
function disguises(target: string): string[] {
  const [rest = '', query] = target.split('?');
  const back = rest.replaceAll('/', '\\');
  const spellings = [
    `/search/..\\..\\admin\\${back}`,
    `/search/..\\admin\\${back}`,
    `/category/..\\admin\\${back}`,
    `/category/%2e%2e\\admin\\${back}`,
    `/category/.%2E/admin/${rest}`,
    `/productdetails/%2E%2E/admin/${rest}`,
    `/search/../admin/${rest}`,
    `/home/..//admin/${rest}`,
    `/Search/..\\ADMIN\\${back}`,
    `/search/..\\%61dmin\\${back}`,
    `//search/../admin/${rest}`,
  ];
  return spellings.map((p) => (rest === '' ? p.replace(/[\\/]$/, '') : p) + (query ? `?${query}` : ''));
}

describe('back-office pages asked for through catalogue-looking addresses', () => {
  let shop: ShopProcess;
  let staffCookie: string;
  let orderNo: string;

  beforeAll(async () => {
    shop = await startShopProcess();
    const signInPage = await rawGet(shop.port, '/admin/login');
    const form = new URLSearchParams({ ...OWNER, _csrf: hiddenCsrf(signInPage.body), next: '' });
    const signedIn = await rawPost(shop.port, '/admin/login', cookieFrom(signInPage, 'shop_staff_signin'), form);
    expect(signedIn.status).toBe(303);
    staffCookie = cookieFrom(signedIn, 'shop_staff');
    const orders = await rawGet(shop.port, '/admin/orders', { cookie: staffCookie });
    orderNo = /href="\/admin\/orders\/(\d+)"/.exec(orders.body)![1]!;
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const pages = ['', 'orders', 'customers', 'audit', 'staff', 'settings', 'payments', 'reports', 'products'];
  const csvs = ['customers.csv', 'orders.csv', 'reports.csv?table=sales', 'products.csv'];

  it('renders each for the staff member alone, private, and sends anyone else to sign in', async () => {
    const targets = [...pages, ...csvs, `orders/${orderNo}`];
    let tried = 0;
    for (const rest of targets) {
      for (const path of disguises(rest)) {
        // Twice with the cookie: a cache that kept the first would answer the second from memory.
        for (let i = 0; i < 2; i++) {
          const staff = await rawGet(shop.port, path, { cookie: staffCookie });
          expect(staff.status, `${path} with the staff cookie`).toBe(200);
          expect(staff.headers['cache-control'], path).toBe('private, no-store');
          expect(staff.headers['x-cache'], path).toBeUndefined();
        }
        for (const cookie of [undefined, 'XSRF-TOKEN=abc']) {
          const anonymous = await rawGet(shop.port, path, cookie ? { cookie } : {});
          expect(anonymous.headers['x-cache'], path).toBeUndefined();
          expect(anonymous.status, `${path} without the staff cookie`).toBe(302);
          expect(anonymous.headers.location, path).toMatch(/^\/admin\/login(\?next=|$)/);
          expect(anonymous.body).not.toContain('@example.test');
          expect(anonymous.body).not.toContain('_csrf');
        }
        tried++;
      }
    }
    expect(tried).toBe(targets.length * disguises('x').length);
  });

  it('never keeps a back-office page’s navigation data either', async () => {
    for (const path of ['/search/..\\..\\admin\\customers.data', '/category/%2e%2e\\admin\\orders.data']) {
      const staff = await rawGet(shop.port, path, { cookie: staffCookie });
      expect(staff.status, path).toBe(200);
      expect(staff.headers['cache-control'], path).toBe('private, no-store');
      const anonymous = await rawGet(shop.port, path);
      expect(anonymous.headers['x-cache'], path).toBeUndefined();
      expect(anonymous.body).not.toContain('@example.test');
      expect(anonymous.body).not.toContain('csrfToken');
    }
  });

  it('still keeps the catalogue: a shopper’s second look at a product page is a hit', async () => {
    const first = await rawGet(shop.port, '/productdetails/1');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await rawGet(shop.port, '/productdetails/1');
    expect(second.headers['x-cache']).toBe('hit');
    // The same page through a tidier or untidier spelling is the same entry.
    expect((await rawGet(shop.port, '/search/..\\productdetails\\1')).headers['x-cache']).toBe('hit');
    // With the staff cookie it is made afresh and kept by no one.
    const staff = await rawGet(shop.port, '/productdetails/1', { cookie: staffCookie });
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });
});
