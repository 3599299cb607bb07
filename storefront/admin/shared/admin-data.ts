// What the admin layout's loader gives every back-office page: the signed-in staff member and the
// CSRF token their forms carry.
import { useRouteLoaderData } from 'react-router';
import type { Backoffice } from '../../../server/storefront-context';

export const ADMIN_LAYOUT_ID = 'admin';

export type SignedInStaff = NonNullable<Awaited<ReturnType<Backoffice['whoIsSignedIn']>>>;

export function useSignedInStaff(): SignedInStaff | null {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { signedIn: SignedInStaff | null } | undefined;
  return data?.signedIn ?? null;
}
