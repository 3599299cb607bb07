// /admin/customers.csv[?q=…]: the registered customers with their orders counted (docs/product.md#csv-exports).

import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/customers-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'exports');
  return csvDownload('customers', await desk.exports.customers(new URL(request.url).searchParams));
}
