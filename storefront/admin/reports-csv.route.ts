// /admin/reports.csv?table=sales|products|categories|methods|refunds&from=…&to=…&by=…: one table of the
// Reports page as a CSV file (docs/product.md#reports).
import type { Route } from './+types/reports-csv.route';
import { csvDownload } from './csv-download';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'reports');
  const query = new URL(request.url).searchParams;
  return csvDownload(`report-${query.get('table')}`, await desk.reports.csv(query));
}
