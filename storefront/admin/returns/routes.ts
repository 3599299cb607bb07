// Returns: the list and one return's decision, refund and restock.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const returnsRoutes: RouteConfigEntry[] = [
  route('returns', 'admin/returns/returns.route.tsx'),
  route('returns/:rmaNo', 'admin/returns/return.route.tsx'),
];
