// Shop settings (the owner's page: payment methods, freight, VAT, contact) and their lists: delivery cities, shops, payment methods.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const settingsRoutes: RouteConfigEntry[] = [
  route('settings', 'admin/settings/settings.route.tsx'),
  route('settings/lists', 'admin/settings/settings-lists.route.tsx'),
];
