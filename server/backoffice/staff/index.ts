// The staff and their sign-in: what the rest of the back office (the gate, the desk) and the server may
// use. The area's pages are in ./desk.ts; see ./README.md.
export { createStaffAccount, ensureOwnerFromSettings } from './first-owner';
export { type Area, areasOf, isStaffRole, ROLE_NAMES, roleMay, type StaffRole } from './roles';
export { readCookie, SIGN_IN_COOKIE, STAFF_COOKIE, sameToken } from './session-cookie';
export * as signInPages from './sign-in-pages';
export { CLIENT_ADDRESS_HEADER } from './sign-in-pages';
export { LOGIN_PATH, pageOf, TWO_STEP_SET_UP_PATH } from './sign-in-paths';
export { type StaffSession, sessionOf } from './staff-sessions';
