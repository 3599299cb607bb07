// Stock: low stock.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const stockRoutes: RouteConfigEntry[] = [route('low-stock', 'admin/stock/low-stock.route.tsx')];
