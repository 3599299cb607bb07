// /admin/cash/courier/:settlementNo/csv: a courier settlement's rows and what each matched, as CSV.
import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/courier-csv.route';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'cash');
  const settlementNo = Number(params.settlementNo);
  return csvDownload(`courier-settlement-${settlementNo}`, await desk.cash.settlementCsv(settlementNo));
}
