// /admin/orders/{orderNo}/receipts/{receiptNo}: a bank-transfer receipt the shopper sent, for the staff
// who may open the order (docs/product.md#transfer-receipts).
import type { Route } from './+types/receipt-file.route';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.receipts.file(Number(params.orderNo), Number(params.receiptNo));
}
