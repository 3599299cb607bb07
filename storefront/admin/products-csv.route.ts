// /admin/products.csv: every product and variant, in the columns the import reads (docs/product.md#products-csv).
import type { Route } from './+types/products-csv.route';
import { csvDownload } from './csv-download';

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return csvDownload('products', await desk.catalogue.exportProducts());
}
