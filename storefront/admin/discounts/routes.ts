// Discount codes.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const discountsRoutes: RouteConfigEntry[] = [
  route('discounts', 'admin/discounts/discounts.route.tsx'),
  route('discounts/new', 'admin/discounts/discount.route.tsx', { id: 'admin-discount-new' }),
  route('discounts/:codeNo', 'admin/discounts/discount.route.tsx'),
];
