// Payments: the card and received payments list, flagged card returns, refunds and the printable VAT invoice.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const paymentsRoutes: RouteConfigEntry[] = [
  route('orders/:orderNo/invoice', 'admin/payments/order-invoice.route.tsx'),
  route('payments', 'admin/payments/payments.route.tsx'),
];
