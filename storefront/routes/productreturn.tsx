import type { Route } from './+types/productreturn';
import { useSearchParams } from 'react-router';
import { orderIdFrom, wholeNumber } from '../account/order-id';
import { MyReturnsPage } from '../account/my-returns';
import { ProductReturnPage } from '../account/product-return-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

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
