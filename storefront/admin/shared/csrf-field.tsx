import { useSignedInStaff } from './admin-data';

/** Every back-office form carries the session's CSRF token; the server refuses a form without it. */
export function CsrfField() {
  const staff = useSignedInStaff();
  return <input type="hidden" name="_csrf" value={staff?.csrfToken ?? ''} />;
}
