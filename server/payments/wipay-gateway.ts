// Asks WiPay for a hosted payment page (docs/product.md#asking-for-a-payment-page): a form POST answered in JSON.
import type { FastifyInstance } from 'fastify';

export interface FormAnswer {
  status: number;
  body: string;
}

/** Posts form fields to an absolute URL. */
export type FormPost = (url: string, fields: Record<string, string>) => Promise<FormAnswer>;

const REQUEST_TIMEOUT_MS = 20_000;

export function httpFormPost(timeoutMs = REQUEST_TIMEOUT_MS): FormPost {
  return async (url, fields) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/**
 * The simulator mounted in this server is asked through inject(): no network round trip to itself,
 * which also works when the public address is not reachable from the server. The Host header keeps
 * the hosted page's address on the public one.
 */
export function inProcessFormPost(app: FastifyInstance): FormPost {
  return async (url, fields) => {
    const target = new URL(url);
    const res = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      payload: new URLSearchParams(fields).toString(),
    });
    return { status: res.statusCode, body: onPublicOrigin(res.body, target.origin) };
  };
}

/** The simulator names its page after the request's protocol, which depends on proxy trust: the public origin it is. */
function onPublicOrigin(body: string, origin: string): string {
  try {
    const answer = JSON.parse(body) as { url?: unknown };
    if (typeof answer.url !== 'string' || !answer.url) return body;
    const url = new URL(answer.url);
    if (url.host !== new URL(origin).host) return body;
    return JSON.stringify({ ...answer, url: `${origin}${url.pathname}${url.search}` });
  } catch {
    return body;
  }
}

export type HostedPage =
  | { ok: true; url: string }
  /** refused: WiPay answered with an error message; otherwise it could not be reached or made no sense. */
  | { ok: false; refused: boolean; message: string };

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export async function requestHostedPage(
  post: FormPost,
  baseUrl: string,
  fields: Record<string, string>,
): Promise<HostedPage> {
  let answer: FormAnswer;
  try {
    answer = await post(`${baseUrl}/plugins/payments/request`, fields);
  } catch (err) {
    return { ok: false, refused: false, message: err instanceof Error ? err.message : String(err) };
  }
  let body: { url?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return { ok: false, refused: false, message: `HTTP ${answer.status} without a JSON answer` };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (answer.status >= 200 && answer.status < 400 && isWebAddress(body.url)) return { ok: true, url: body.url };
  if (answer.status >= 400 && answer.status < 500)
    return { ok: false, refused: true, message: message || `HTTP ${answer.status}` };
  return { ok: false, refused: false, message: message || `HTTP ${answer.status}` };
}
