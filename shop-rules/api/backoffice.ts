// What the back-office pages and the server's back office agree on: its areas (every page and every
// change belongs to exactly one) and what a page's action answers.

export const BACKOFFICE_AREAS = Object.freeze([
  'dashboard',
  'orders',
  'returns',
  'payments',
  'mails',
  'catalogue',
  // Discount codes: money off every order that uses one, so not a clerk's call (decision 0036).
  'discounts',
  // The customer list and pages: one customer's details at a time (docs/product.md#customers).
  'customers',
  // CSV files of orders and customers: customers' personal data in bulk (decision 0037).
  'exports',
  // Sales, margins and refunds for a period (docs/product.md#reports).
  'reports',
  // Sales by channel, checkout links and QR codes, the catalogue feeds' products.
  'channels',
  'settings',
  'staff',
  'audit',
  // Delivery areas, runs and what came back from the road (docs/product.md#runs-and-attempts).
  'delivery',
  // Cash hand-overs, banking, the reconciliation and couriers' settlements: money, so not a clerk's call.
  'cash',
  // A driver's own runs on their phone, and nothing else (decision 0081).
  'driving',
] as const);
export type Area = (typeof BACKOFFICE_AREAS)[number];

/** The largest products CSV the import takes (docs/product.md#products-csv). */
export const PRODUCT_IMPORT_MAX_MEGABYTES = 5;

/** What an action answers: shown above the form, with the fields marked. */
export type ActionResult =
  | { ok: true; msg: string; [extra: string]: unknown }
  | { ok: false; msg: string; fields: Record<string, string>; status: number; values?: Record<string, string> };
