// Delivery and cash: runs, run sheets, delivery areas, cash hand-overs and banking, the reconciliation
// and couriers' settlements. The addresses under /admin this area answers; storefront/admin/routes.ts
// puts them in the back office. The driver's own page is storefront/driver/.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const deliveryRoutes: RouteConfigEntry[] = [
  route('delivery/runs', 'admin/delivery/runs.route.tsx'),
  route('delivery/runs/:runNo', 'admin/delivery/run.route.tsx'),
  route('delivery/areas', 'admin/delivery/areas.route.tsx'),
  route('orders/:orderNo/delivery-photos/:attemptNo', 'admin/delivery/photo-file.route.ts'),
  route('cash', 'admin/delivery/cash.route.tsx'),
  route('cash/reconciliation.csv', 'admin/delivery/reconciliation-csv.route.ts'),
  route('cash/courier/:settlementNo', 'admin/delivery/courier.route.tsx'),
  route('cash/courier/:settlementNo/csv', 'admin/delivery/courier-csv.route.ts'),
];
