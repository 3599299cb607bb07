// Staff sign-in (password, two-step code, reset by mail), the staff member's own account, the staff list and the audit log.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const staffRoutes: RouteConfigEntry[] = [
  route('login', 'admin/staff/login.route.tsx'),
  route('logout', 'admin/staff/logout.route.tsx'),
  route('sign-in-code', 'admin/staff/sign-in-code.route.tsx'),
  route('forgot-password', 'admin/staff/forgot-password.route.tsx'),
  route('reset-password', 'admin/staff/reset-password.route.tsx'),
  route('account', 'admin/staff/account.route.tsx'),
  route('staff', 'admin/staff/staff.route.tsx'),
  route('audit', 'admin/staff/audit.route.tsx'),
];
