// For unit tests of storefront code that runs in the browser, under Node: localStorage and
// sessionStorage in memory, a fetch that answers from the test's own function and records each
// call, and customer tokens as the server shapes them (unsigned: the browser only reads them).
import { vi } from 'vitest';

class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  clear() {
    this.entries.clear();
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  setItem(key: string, value: string) {
    this.entries.set(key, String(value));
  }
}

/** Fresh, empty browser storage for each test. */
export function useMemoryStorage() {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
}

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers every fetch with answer(request); the calls made are in the returned list. */
export function answerFetch(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** No answer at all: the network is down. */
export const offline = () => {
  throw new TypeError('Failed to fetch');
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A customer token with the server's claims; it expires an hour from now unless told otherwise. */
export function customerToken(
  customerNo: number,
  name = 'Asha Ramlogan',
  exp = Math.floor(Date.now() / 1000) + 3600,
): string {
  const claims = {
    custom_id: customerNo,
    custom_CustomerName: name,
    custom_mobile: '7654321',
    custom_Email: 'asha@example.test',
    exp,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** Signs the test's browser in, as the app does: the token in localStorage. */
export function signIn(customerNo: number) {
  localStorage.setItem('customerToken', customerToken(customerNo));
}

/** The request a page's form hands to its clientAction: the form as JSON. */
export const sentForm = (body: unknown, url = 'http://shop.test/') =>
  new Request(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** What a route's loader is given; only the address matters to the storefront's clientLoaders. */
export const pageRequest = (path: string) => new Request(`http://shop.test${path}`);
