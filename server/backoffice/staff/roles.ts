// Who may do what in the back office. The owner does everything, a manager runs the catalogue and the
// orders, a clerk handles orders and returns only, a driver sees only their own runs (decision 0081).
import type { Area } from '../../../shop-rules/api/backoffice';
import { STAFF_ROLES } from '../../../shop-rules/forms/staff';

export type { Area };
export { STAFF_ROLES };
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALLOWED: Readonly<Record<Area, readonly StaffRole[]>> = {
  dashboard: ['owner', 'manager', 'clerk'],
  orders: ['owner', 'manager', 'clerk'],
  returns: ['owner', 'manager', 'clerk'],
  // Confirming money (a bank transfer) is not a clerk's call.
  payments: ['owner', 'manager'],
  // Undelivered mails hold customers' addresses and every order mail; sending one again is a manager's call.
  mails: ['owner', 'manager'],
  catalogue: ['owner', 'manager'],
  discounts: ['owner', 'manager'],
  // Searching every customer is a manager's tool; blocking an account is the owner's alone (../customers/desk.ts).
  customers: ['owner', 'manager'],
  // Orders and customers as CSV files: personal data in bulk leaves the shop, so not a clerk's call
  // (a clerk sees one order at a time on screen) (decision 0037).
  exports: ['owner', 'manager'],
  // The shop's takings and margins: the owner's and the managers' (as the dashboard's sales are).
  reports: ['owner', 'manager'],
  // Sales by channel, the links to post and the feeds' products (docs/product.md#selling-where-trinidad-shops).
  channels: ['owner', 'manager'],
  settings: ['owner'],
  staff: ['owner'],
  audit: ['owner'],
  delivery: ['owner', 'manager', 'clerk'],
  cash: ['owner', 'manager'],
  // A driver sees only the runs given to them (decision 0081); the office builds runs under 'delivery'.
  driving: ['driver'],
};

export const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  clerk: 'Clerk',
  driver: 'Driver',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleMay(role: string, area: Area): boolean {
  return isStaffRole(role) && ALLOWED[area].includes(role);
}

/** The areas a role may open, in menu order. */
export function areasOf(role: string): Area[] {
  return (Object.keys(ALLOWED) as Area[]).filter((area) => roleMay(role, area));
}
