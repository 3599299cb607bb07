// Customers: the list, one customer, the customers CSV.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const customersRoutes: RouteConfigEntry[] = [
  route('customers.csv', 'admin/customers/customers-csv.route.ts'),
  route('customers', 'admin/customers/customers.route.tsx'),
  route('customers/:customerNo', 'admin/customers/customer.route.tsx'),
];
