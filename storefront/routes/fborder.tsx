import { data } from 'react-router';
import type { Route } from './+types/fborder';
import { DEFAULT_SHOP_NO } from '../../shop-rules';
import { DirectOrderPage } from '../checkout/direct-order-page';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export const meta = () => [{ title: 'Create Order' }, { name: 'robots', content: 'noindex' }];

const wholeNumber = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const productNo = wholeNumber(params.ProductNo);
  if (productNo === null) throw data(null, { status: 404 });
  const catalogue = context.shop.catalogue;
  const shopNo = wholeNumber(params.ShopNo);
  const [product, cities, shop] = await Promise.all([
    catalogue.product(productNo),
    catalogue.cities(),
    // An unknown or failing shop is dropped for the default one (spec point 7).
    shopNo === null ? null : catalogue.shop(shopNo).catch((err: unknown) => (console.warn('shop lookup failed', err), null)),
  ]);
  if (!product) throw data(null, { status: 404 });
  return { product, cities, shop: shop ?? { ShopNo: DEFAULT_SHOP_NO, ShopName: product.StyleName } };
}

export default function DirectOrderRoute({ loaderData }: Route.ComponentProps) {
  return <DirectOrderPage key={loaderData.product.ProductNo} {...loaderData} />;
}
