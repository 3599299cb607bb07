/** The back office's pages (/admin…) draw their own chrome instead of the shop's header and footer. */
export function isBackOffice(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}
