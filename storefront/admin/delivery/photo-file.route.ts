// /admin/orders/{orderNo}/delivery-photos/{attemptNo}: the photo of proof a driver took at the door,
// for the staff who may open the order (docs/decisions/0090).
import type { Route } from './+types/photo-file.route';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.deliveryProof.photo(Number(params.orderNo), Number(params.attemptNo));
}
