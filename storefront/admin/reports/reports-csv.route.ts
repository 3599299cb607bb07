// /admin/reports.csv?table=sales|products|categories|methods|refunds&from=…&to=…&by=…: one table of the
// Reports page as a CSV file (docs/product.md#reports).

import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/reports-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'reports');
  const query = new URL(request.url).searchParams;
  return csvDownload(`report-${query.get('table')}`, await desk.reports.csv(query));
}
