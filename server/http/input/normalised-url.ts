// The request's address as the whole shop reads it, made once before anything looks at it: the page
// cache (and its answers before Fastify), the limits, Fastify's router and React Router all see this
// one path. A browser sends it this way already; a script may spell it otherwise (`\` for `/`, `..`,
// `%2e%2e`, `%61` for `a`, `//`), and a path that looks like a catalogue page must never be rendered
// as another one (docs/decisions/0051).

/** A path that is already in its normal form: plain segments, none of them `.` or `..`, no `//`. */
const PLAIN_PATH = /^(?:\/|(?:\/[\w~-][\w.~-]*)+)$/;
/** Percent-escapes of letters, digits and `-._~`, which mean the same written out (RFC 3986, 6.2.2.2). */
const UNRESERVED_ESCAPE = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi;

/**
 * The normal form of a request target: the path as a WHATWG URL parser resolves it (which is how React
 * Router reads it: `\` as `/`, dot segments resolved, including their escaped spellings), unreserved
 * characters unescaped, repeated slashes merged, no trailing slash but the root's; the query as sent,
 * without a fragment. Idempotent. A target that is not a path (`*`) comes back as it was.
 */
export function normalisedUrl(target: string): string {
  let rest = target;
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  let path = q < 0 ? rest : rest.slice(0, q);
  const query = q < 0 ? '' : rest.slice(q + 1);
  if (!path.startsWith('/')) {
    // The absolute form (`GET http://host/path`), which HTTP/1.1 servers must take: its path counts.
    if (!/^https?:\/\//i.test(path)) return target;
    try {
      path = new URL(path).pathname;
    } catch {
      return target;
    }
  }
  if (!PLAIN_PATH.test(path)) {
    try {
      path = normalPath(path);
    } catch {
      return target;
    }
  }
  return query ? `${path}?${query}` : path;
}

function normalPath(path: string): string {
  let current = path;
  // Unescaping can make what the parser would resolve again (`%2e` → `.`): until nothing changes.
  for (let i = 0; i < 4; i++) {
    const next = onePass(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function onePass(path: string): string {
  // Appended to an origin rather than resolved against it: `//admin` stays a path, not a host.
  let out = new URL(`http://shop${path}`).pathname;
  out = out.replace(UNRESERVED_ESCAPE, (code) => String.fromCharCode(Number.parseInt(code.slice(1), 16)));
  out = out.replace(/\/{2,}/g, '/');
  if (out.length > 1 && out.endsWith('/')) out = out.slice(0, -1);
  return out;
}
