/** The back office's pages (/admin…, and the driver's /driver) draw their own chrome instead of the shop's. */
export function isBackOffice(pathname: string): boolean {
  return /^\/(admin|driver)(\/|$)/i.test(pathname);
}
