import type { Route } from './+types/ordertrack';
import { OrderTrackPage } from '../account/order-track-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Order Track', matches);
}

export default function OrderTrackRoute() {
  return <OrderTrackPage />;
}
