// /admin/cash/reconciliation.csv?from=…&to=…: the daily reconciliation as a CSV file.
import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/reconciliation-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'cash');
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? '';
  return csvDownload(`reconciliation-${from}`, await desk.cash.reconciliationCsv(from, query.get('to') ?? from));
}
