import { data } from 'react-router';
import type { Route } from './+types/placeorder';
import { PlaceOrderPage } from '../checkout/place-order-page';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export const meta = () => [{ title: 'Place Order' }, { name: 'robots', content: 'noindex' }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const productNo = Number(params.ProductNo);
  if (!Number.isSafeInteger(productNo) || productNo < 1) throw data(null, { status: 404 });
  const [product, cities] = await Promise.all([context.shop.catalogue.product(productNo), context.shop.catalogue.cities()]);
  if (!product) throw data(null, { status: 404 });
  return { product, cities };
}

export default function PlaceOrderRoute({ loaderData }: Route.ComponentProps) {
  return <PlaceOrderPage key={loaderData.product.ProductNo} {...loaderData} />;
}
