// The packing slips of the orders ticked on the Orders list, one after the other, each printed on its
// own sheet (docs/product.md#orders-several-at-once).
import { Link } from 'react-router';
import { PrintButton } from '../../components/print-button';
import { AdminErrorBoundary } from '../shared/admin-error';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/order-slips.route';
import { PackingSlip } from './packing-slip';

export const meta = () => adminMeta('Packing slips');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'orders');
  return desk.orders.slips(new URL(request.url).searchParams);
}

export default function AdminOrderSlips({ loaderData: { slips, settings } }: Route.ComponentProps) {
  return (
    <>
      <div className="admin-no-print">
        <h1>
          Packing slips of {slips.length} {slips.length === 1 ? 'order' : 'orders'}
        </h1>
        <p className="admin-actions">
          <Link to="/admin/orders">Back to the orders</Link>
          <PrintButton className="admin-button" />
        </p>
      </div>
      {slips.map((slip) => (
        <PackingSlip key={slip.order.orderNo} slip={slip} settings={settings} level={2} />
      ))}
    </>
  );
}

/** No order ticked (or too many): the page asks for a tick, with the way back to the list. */
export function ErrorBoundary() {
  return <AdminErrorBoundary title="Packing slips" back={{ to: '/admin/orders', label: 'Back to the orders' }} />;
}
