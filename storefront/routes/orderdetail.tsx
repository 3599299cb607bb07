import type { Route } from './+types/orderdetail';
import { useParams, useSearchParams } from 'react-router';
import { OrderDetailPage } from '../account/order-detail-page';
import { orderIdFrom } from '../account/order-id';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Order Information', matches);
}

// /orderdetail?orderId=N and /orderdetail/N
export default function OrderDetailRoute() {
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const id = orderIdFrom(orderId, params);
  return <OrderDetailPage key={id ?? 0} orderId={id} />;
}
