import { DELIVERY_ATTEMPTS, DELIVERY_WORKING_DAYS, MIN_DELIVERY_ORDER } from '../../shop-rules/constants';
import { formatTT } from '../../shop-rules/money';
import { StaticPage } from '../components/static-page';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/delivery-policy.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'Delivery Policy',
    shopName: settings?.shopName,
    description: `How we deliver in Trinidad and Tobago: ${DELIVERY_WORKING_DAYS} working days, ${DELIVERY_ATTEMPTS} delivery attempts, delivery from ${formatTT(MIN_DELIVERY_ORDER)}, pickup for smaller orders.`,
    url: canonical(settings, '/deliverypolicy'),
  });
}

export default function DeliveryPolicy() {
  const settings = useShopSettings();
  return (
    <StaticPage title="Delivery Policy">
      <h2>Where we ship from</h2>
      <p>
        Every order is packed and shipped from our warehouses in Trinidad and Tobago. Processing and shipping normally
        take {DELIVERY_WORKING_DAYS} working days from the day we confirm your order.
      </p>
      <h2>One address per order</h2>
      <p>
        Each order goes to one shipping address. If you want items sent to different places, please place a separate
        order for each address. We do not deliver to PO Boxes: give us a street address where someone can receive the
        parcel.
      </p>
      <h2>Delivery attempts</h2>
      <p>
        Our courier attempts delivery {DELIVERY_ATTEMPTS} times. Please keep your phone close on the delivery day; the
        courier calls the mobile number on your order before coming.
      </p>
      <h2>Minimum order for delivery</h2>
      <p>
        We deliver orders of {formatTT(MIN_DELIVERY_ORDER)} or more. Smaller orders are picked up at our outlet:{' '}
        {settings.pickupAddress} (call {settings.pickupPhone} before you come).
      </p>
      <h2>Delivery charges</h2>
      <p>
        Some goods carry free delivery, shown with a Free Delivery badge on the product page; for the others a small
        delivery charge is added at checkout, where you see the exact amount before you order. Delivery to Tobago costs
        a little more than within Trinidad.
      </p>
      <h2>Orders outside Trinidad and Tobago</h2>
      <p>
        For deliveries outside Trinidad and Tobago, import duties and taxes are borne by the customer and are paid to
        the courier on delivery.
      </p>
    </StaticPage>
  );
}
