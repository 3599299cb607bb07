/** A redirectTo from the address, kept inside the shop: a path on this site, never another origin. */
export function safeRedirect(target: string | null, fallback = '/account'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
