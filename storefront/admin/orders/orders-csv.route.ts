// /admin/orders.csv?…: the orders the order list's filters find, every page of them (docs/product.md#csv-exports).

import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/orders-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'exports');
  return csvDownload('orders', await desk.exports.orders(new URL(request.url).searchParams));
}
