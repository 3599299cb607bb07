// What the server's log may hold: what went wrong and where, never a customer's personal data or a
// secret (docs/decisions/0023). Errors are rebuilt from a short list of safe fields, so SQL
// parameters (drizzle's and PGlite's `params`, the query text), PostgreSQL's `detail` ('Failing row
// contains (…)'), `where` and the like never reach it; known personal and secret fields of logged
// objects are redacted; request lines lose their query strings.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Field names whose values are personal data or secrets, wherever a log call puts them. */
const PRIVATE_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'jwt',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'email',
  'emailId',
  'customerEmail',
  'mobile',
  'mobile1',
  'customerMobile',
  'phone',
  'telephone',
  'name',
  'firstName',
  'lastName',
  'customerName',
  'address',
  'customerAddress',
  'remarks',
  'params',
  'detail',
  'body',
];

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Each private field at the top of a log object and one level down, in camel and Pascal case. */
export const REDACT_PATHS = [
  ...new Set(PRIVATE_FIELDS.flatMap((f) => [f, pascal(f)]).flatMap((f) => [f, `*.${f}`])),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const EMAIL = /[^\s@'"(),<>/\\:]+@[^\s@'"(),<>/\\:]+\.[a-z]{2,}/gi;
const BEARER = /\bBearer\s+\S+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const LONG_NUMBER = /\d{7,}/g;

/** A message with e-mail addresses, tokens and phone-like numbers taken out, at most 500 characters. */
export function scrubText(text: string): string {
  const scrubbed = text
    .replace(BEARER, 'Bearer [token]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[e-mail]')
    .replace(LONG_NUMBER, '[number]');
  return scrubbed.length > 500 ? `${scrubbed.slice(0, 500)}…` : scrubbed;
}

type ErrorLike = Error & Record<string, unknown>;

// Names of the schema's own tables, columns and constraints, codes and counters: never a customer's data.
const SAFE_FIELDS = [
  'code',
  'severity',
  'table',
  'column',
  'constraint',
  'routine',
  'statusCode',
  'errno',
  'syscall',
] as const;

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

function safeMessage(err: ErrorLike): string {
  const message = typeof err.message === 'string' ? err.message : String(err.message);
  // PostgreSQL puts the offending value after a colon: 'invalid input syntax for type integer: "…"'.
  if (isSqlState(err.code)) return scrubText(message.split(/:\s/)[0]!);
  // drizzle: 'Failed query: <sql>\nparams: <values>' (also when another summary carries its message on);
  // its cause says why the query failed.
  const drizzle = err.name === 'DrizzleQueryError' || err.type === 'DrizzleQueryError';
  if ('params' in err || 'query' in err || drizzle || /^Failed query:|\nparams: /.test(message)) {
    return 'Failed query (query and parameters withheld)';
  }
  return scrubText(message);
}

/** The frames of a stack without its first lines, which repeat the original message. */
function framesOf(stack: string): string {
  const at = stack.search(/^\s+at /m);
  return at < 0 ? '' : stack.slice(at);
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as the log may show it: type, safe message, codes, stack frames and the same for its cause. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const e = err as ErrorLike;
  // A summary made elsewhere names its kind `type`.
  const named = typeof e.name === 'string' ? e.name : typeof e.type === 'string' ? e.type : undefined;
  const type = named ?? e.constructor?.name ?? 'Error';
  const message = safeMessage(e);
  const stack = typeof e.stack === 'string' ? `${type}: ${message}\n${framesOf(e.stack)}`.trimEnd() : '';
  const out: SafeError = { type, message, stack };
  for (const key of SAFE_FIELDS) {
    const value = e[key];
    if (typeof value === 'string') out[key] = scrubText(value);
    else if (typeof value === 'number') out[key] = value;
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  if (Array.isArray(e.errors) && depth < 3) {
    out.errors = e.errors.slice(0, 5).map((inner) => safeError(inner, depth + 1));
  }
  return out;
}

/** A request as the log shows it: method and path, without the query string (it may hold a name or a number). */
export function safeRequest(request: { method?: string; url?: string; id?: unknown }) {
  return { method: request.method, url: scrubText((request.url ?? '').split('?')[0]!) };
}

export interface LogDestination {
  write(line: string): void;
}

/** The Fastify logger's options: level, redaction and the serializers above; `stream` lets tests read the lines. */
export function shopLoggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: (err: unknown) => safeError(err), error: (err: unknown) => safeError(err), req: safeRequest },
    ...(stream ? { stream } : {}),
  };
}
