// Reports: the dashboard, the sales report and its CSV, the CSV exports page.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

export const reportsRoutes: RouteConfigEntry[] = [
  index('admin/reports/dashboard.route.tsx'),
  route('exports', 'admin/reports/exports.route.tsx'),
  route('reports', 'admin/reports/reports.route.tsx'),
  route('reports.csv', 'admin/reports/reports-csv.route.ts'),
];
