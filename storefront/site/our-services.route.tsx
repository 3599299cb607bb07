import { Link } from 'react-router';
import { DELIVERY_WORKING_DAYS, MIN_DELIVERY_ORDER } from '../../shop-rules/constants';
import { formatTT } from '../../shop-rules/money';
import { StaticPage } from '../components/static-page';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/our-services.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'Our Services',
    shopName: settings?.shopName,
    description:
      'Island-wide delivery, store pickup, cash on delivery, bank transfer or card, bundle prices, order tracking and returns.',
    url: canonical(settings, '/ourservices'),
  });
}

export default function OurServices() {
  const s = useShopSettings();
  return (
    <StaticPage title="Our Services">
      <ul className="services">
        <li>
          <h2>Delivery across Trinidad and Tobago</h2>
          <p>
            Orders of {formatTT(MIN_DELIVERY_ORDER)} or more are delivered to your door, normally within{' '}
            {DELIVERY_WORKING_DAYS} working days. Many products carry free delivery.{' '}
            <Link to="/deliverypolicy">Delivery policy</Link>
          </p>
        </li>
        <li>
          <h2>Store pickup</h2>
          <p>Choose pickup at checkout and collect your order at {s.pickupAddress}.</p>
        </li>
        <li>
          <h2>Pay your way</h2>
          <p>
            Cash on delivery, bank transfer (send the receipt by WhatsApp) or card through our secure payment provider.
          </p>
        </li>
        <li>
          <h2>Bundle prices</h2>
          <p>
            Many products cost less when you buy 2, 3 or 5: the price is shown on the product page and applied in your
            cart.
          </p>
        </li>
        <li>
          <h2>Order tracking and returns</h2>
          <p>
            Follow your order from processing to arrival, and ask for a return if an item arrives faulty or is not what
            you ordered.
          </p>
        </li>
        <li>
          <h2>Help when you need it</h2>
          <p>
            Call {s.contactPhone} or message us on WhatsApp at {s.whatsappNumber}.
          </p>
        </li>
      </ul>
    </StaticPage>
  );
}
