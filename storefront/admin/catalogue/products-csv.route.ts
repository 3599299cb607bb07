// /admin/products.csv: every product and variant, in the columns the import reads (docs/product.md#products-csv).

import { csvDownload } from '../shared/csv-download';
import type { Route } from './+types/products-csv.route';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return csvDownload('products', await desk.catalogue.exportProducts());
}
