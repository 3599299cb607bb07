// Where the staff go to sign in, and where they come back to afterwards (never another site).
export const LOGIN_PATH = '/admin/login';
/** The page that asks for the two-step code after the password. */
export const CODE_PATH = '/admin/sign-in-code';
/** Where a staff member goes when the owners require two-step sign-in and they have not set it up. */
export const TWO_STEP_SET_UP_PATH = '/admin/account?two-step=required';

/** The page asked for, to come back to after signing in (never another site). */
export function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/admin';
  return `${path}${url.search}`;
}

export function safeNext(next: unknown): string {
  const s = typeof next === 'string' ? next : '';
  return /^\/admin(\/[^\\]*)?(\?.*)?$/i.test(s) &&
    !s.startsWith('//') &&
    !/^\/admin\/(log(in|out)|sign-in-code)/i.test(s)
    ? s
    : '/admin';
}
