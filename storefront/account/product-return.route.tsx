// /productreturn?orderId=N&product=ProductNo[&sku=ProductSKUNo]: the return form, filled in from the
// customer's profile and the chosen order as far as they go.
import { Loader } from '../components/loading-overlay';
import { ACCOUNT_CRUMB, AccountLayout } from './account-layout';
import type { OrderDetail, Profile } from '../../shop-rules/api/account';
import { CustomerOnly } from './customer-only';
import { LoadedView } from './loaded-view';
import { orderDetailPath } from './order-status';
import { ReturnForm } from './return-form';
import { chosenLine, prefillReturn } from './return-prefill';
import { useAccountData } from './use-account-data';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/product-return.route';
import { accountMeta } from './account-meta';
import { MyReturnsPage } from './my-returns';
import { orderIdFrom, wholeNumber } from './order-id';
import './account.css';

export interface ReturnTarget {
  orderId: number | null;
  productNo: number | null;
  skuNo: number | null;
}

export function ProductReturnPage(target: ReturnTarget) {
  return (
    <AccountLayout title="Product Returns" trail={[ACCOUNT_CRUMB, { label: 'Product Returns' }]}>
      <CustomerOnly>
        <ReturnLoader {...target} />
      </CustomerOnly>
    </AccountLayout>
  );
}

function ReturnLoader({ orderId, productNo, skuNo }: ReturnTarget) {
  const profile = useAccountData<Profile>('/api/customer/profile');
  const order = useAccountData<OrderDetail>(orderId === null ? null : `/api/customer/orders/${orderId}`);
  if (orderId !== null && order.state.status === 'loading') return <Loader label="Loading your order" />;
  // An order that cannot be read leaves its fields for the customer to fill in.
  const orderData = order.state.status === 'ready' ? order.state.data : null;
  const back = orderId === null ? '/orderhistory' : orderDetailPath(orderId);
  return (
    <LoadedView state={profile.state} reload={profile.reload} label="Loading your details">
      {(p) => <ReturnForm initial={prefillReturn(p, orderId, orderData, chosenLine(orderData, productNo, skuNo))} order={orderData} back={back} />}
    </LoadedView>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(new URLSearchParams(location.search).has('list') ? 'My Returns' : 'Product Returns', matches);
}

// /productreturn?orderId=N&product=ProductNo&sku=ProductSKUNo, all optional; /productreturn?list: My Returns
export default function ProductReturnRoute() {
  const [params] = useSearchParams();
  if (params.has('list')) return <MyReturnsPage />;
  const orderId = orderIdFrom(undefined, params);
  const productNo = wholeNumber(params.get('product'));
  const skuNo = wholeNumber(params.get('sku'));
  return <ProductReturnPage key={`${orderId}-${productNo}-${skuNo}`} orderId={orderId} productNo={productNo} skuNo={skuNo} />;
}
