// /ordertrack: a customer follows their own orders; anyone can look an order up by number and mobile.
import { ACCOUNT_CRUMB, AccountLayout } from './account-layout';
import { useCustomer } from './customer-session';
import { CustomerTrack } from './customer-track';
import { GuestTrackForm } from './guest-track-form';
import type { Route } from './+types/order-track.route';
import { accountMeta } from './account-meta';
import './account.css';

export function OrderTrackPage() {
  const { customer } = useCustomer();
  return (
    <AccountLayout title="Order Track" trail={[ACCOUNT_CRUMB, { label: 'Order Track' }]}>
      {customer ? <CustomerTrack /> : null}
      <GuestTrackForm title={customer ? 'Track another order' : 'Track your order'} />
    </AccountLayout>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Order Track', matches);
}

export default OrderTrackPage;
