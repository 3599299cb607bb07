// The browser's calls to the shop's JSON API. Non-GET requests carry the CSRF header taken from the
// XSRF-TOKEN cookie (docs/product.md#api-conventions); the server refuses them without it.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string {
  if (typeof document === 'undefined') return '';
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : '';
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  if (!res.ok)
    throw new ApiError(
      res.status,
      (body && typeof body === 'object' && 'msg' in body && String(body.msg)) || res.statusText,
      body,
    );
  return body as T;
}

export function authHeader(): Record<string, string> {
  if (typeof localStorage === 'undefined') return {};
  const token = localStorage.getItem('customerToken');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

type QueryValue = string | number | boolean | undefined;

/** GET with query parameters; a list repeats its key (SubCategoryNo=3&SubCategoryNo=5). */
export async function apiGet<T>(
  path: string,
  params: Record<string, QueryValue | readonly QueryValue[]> = {},
  /** Asks the shop itself, never a copy the browser kept (answers may be kept a while: stale-while-revalidate). */
  { fresh = false }: { fresh?: boolean } = {},
): Promise<T> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) qs.append(k, String(one));
  }
  const url = qs.size ? `${path}?${qs}` : path;
  return parse<T>(
    await fetch(url, {
      headers: { Accept: 'application/json', ...authHeader() },
      ...(fresh ? { cache: 'no-cache' as const } : {}),
    }),
  );
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  // Cached pages and answers carry no cookie (docs/decisions/0030): a browser that has seen only those
  // has no token yet. Any answer not shared brings one: the health check is the lightest.
  if (typeof document !== 'undefined' && readCookie(CSRF_COOKIE) === '') {
    await fetch('/api/health', { cache: 'no-store' }).catch(() => {});
  }
  return parse<T>(await send(method, path, body));
}

function send(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      [CSRF_HEADER]: readCookie(CSRF_COOKIE),
      ...authHeader(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const apiPost = <T>(path: string, body?: unknown) => apiSend<T>('POST', path, body);
