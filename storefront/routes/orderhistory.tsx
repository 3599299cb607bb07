import type { Route } from './+types/orderhistory';
import { OrderHistoryPage } from '../account/order-history-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Order History', matches);
}

export default function OrderHistoryRoute() {
  return <OrderHistoryPage />;
}
