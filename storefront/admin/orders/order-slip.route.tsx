import { Link } from 'react-router';
import { PrintButton } from '../../components/print-button';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/order-slip.route';
import { PackingSlip } from './packing-slip';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Packing slip, order ${params.orderNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.orders.slip(numberParam(params.orderNo));
}

export default function AdminOrderSlip({ loaderData: slip }: Route.ComponentProps) {
  return (
    <>
      <p className="admin-actions admin-no-print">
        <Link to={`/admin/orders/${slip.order.orderNo}`}>Back to order {slip.order.orderNo}</Link>
        <PrintButton className="admin-button" />
      </p>
      <PackingSlip slip={slip} settings={slip.settings} level={1} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
