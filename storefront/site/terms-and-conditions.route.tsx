import { StaticPage } from '../components/static-page';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/terms-and-conditions.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'Terms and Conditions',
    shopName: settings?.shopName,
    description:
      'The terms of our marketplace for sellers, buyers and our logistics partner: payment, eligibility, changes and fees.',
    url: canonical(settings, '/termsandcondition'),
  });
}

export default function TermsAndConditions() {
  const { shopName, infoEmail } = useShopSettings();
  return (
    <StaticPage title="Terms and Conditions">
      <p>
        These terms apply to everyone who uses {shopName}. By browsing the shop or placing an order you accept them.
        Please read them carefully.
      </p>
      <h2>1. Our marketplace</h2>
      <p>
        {shopName} is a marketplace. Sellers offer their goods in the shop, buyers order them, and our logistics partner
        collects the goods and delivers them to the buyer. We run the marketplace and look after orders and payments
        between the parties.
      </p>
      <h2>2. Payment</h2>
      <p>
        Buyers pay either on billing — by card through our payment provider, or by bank transfer — or on delivery, in
        cash or by card at the courier's terminal. Payment on delivery is available only for deliveries inside Trinidad
        and Tobago.
      </p>
      <h2>3. Who may use the shop</h2>
      <p>
        You may use the shop only if you are legally able to enter into a binding contract. Minors are not allowed to
        buy or sell in the shop; a parent or guardian must place the order for them.
      </p>
      <h2>4. Sellers and buyers</h2>
      <p>
        Sellers register separately with the payment facility before they can receive payments for their sales. Buyers
        need no separate registration: you can order as a guest or with a customer account.
      </p>
      <h2>5. Changes to these terms</h2>
      <p>
        We give 30 days' notice of any substantial change to these terms, by a notice in the shop and by e-mail to
        registered customers and sellers.
      </p>
      <h2>6. Deposits and fees</h2>
      <p>
        Deposit payments must be credited to our account within 3 days of the order, or the order may be cancelled. Fees
        are quoted in TT dollars or in US dollars, and the currency is always stated with the amount.
      </p>
      <h2>7. Questions</h2>
      <p>
        Write to us at <a href={`mailto:${infoEmail}`}>{infoEmail}</a> with any question about these terms.
      </p>
    </StaticPage>
  );
}
