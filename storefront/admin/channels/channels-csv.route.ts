// /admin/channels.csv?from=…&to=…: orders, revenue and average order by channel (docs/product.md#where-orders-come-from).
import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/channels-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'channels');
  return csvDownload('sales-by-channel', await desk.channels.csv(new URL(request.url).searchParams));
}
