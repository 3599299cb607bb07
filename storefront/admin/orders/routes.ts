// The order desk: the orders list and its CSV, one order (status, edits, payments recorded), packing slips, phone orders.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const ordersRoutes: RouteConfigEntry[] = [
  route('orders', 'admin/orders/orders.route.tsx'),
  route('orders.csv', 'admin/orders/orders-csv.route.ts'),
  route('orders/slips', 'admin/orders/order-slips.route.tsx'),
  route('orders/new', 'admin/orders/phone-order.route.tsx'),
  route('orders/:orderNo', 'admin/orders/order.route.tsx'),
  route('orders/:orderNo/slip', 'admin/orders/order-slip.route.tsx'),
];
