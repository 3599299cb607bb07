/**
 * Appends parameters to a response_url, keeping its existing query (joined with '&')
 * and any fragment at the end.
 */
export function withQuery(responseUrl: string, params: Record<string, string | undefined>): string {
  const hashAt = responseUrl.indexOf('#');
  const base = hashAt === -1 ? responseUrl : responseUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : responseUrl.slice(hashAt);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.append(key, value);
  }
  const added = query.toString();
  if (!added) return responseUrl;
  let joiner = '?';
  if (base.includes('?')) joiner = base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${added}${fragment}`;
}
