import { StaticPage } from '../components/static-page';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/privacy-policy.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'Privacy Policy',
    shopName: settings?.shopName,
    description:
      'What personal information we collect, how we use and share it, cookies, children, changes to this policy and how to contact us.',
    url: canonical(settings, '/privacypolicy'),
  });
}

export default function PrivacyPolicy() {
  const s = useShopSettings();
  return (
    <StaticPage title="Privacy Policy">
      <p>
        This policy explains how {s.shopName} handles the personal information of people who visit the shop and buy from
        it.
      </p>
      <h2>Personal information we collect</h2>
      <p>
        When you order, register or write a review we collect your name, mobile number, e-mail address, delivery address
        and city, and what you ordered. We do not store card numbers: card payments are handled by our payment provider.
      </p>
      <h2>How we use and share it</h2>
      <p>
        We use your information to process and deliver your orders, to contact you about them, to manage your account
        and to improve the shop. We share only what is needed with the people who help us do that: our logistics partner
        and couriers (name, phone and address), our payment provider and the seller of the goods you order. We never
        sell your personal information.
      </p>
      <h2>Cookies</h2>
      <p>
        The shop uses cookies and your browser's storage to keep your cart, your login and your security token while you
        shop. Advertising cookies may be set when you arrive from an advertisement or a social-media post, so that the
        advertiser can count the visit. You can delete or block cookies in your browser; the cart and login then do not
        work.
      </p>
      <h2>Links to other sites</h2>
      <p>
        The shop links to other sites, such as social networks for sharing. We are not responsible for their privacy
        practices; please read their policies.
      </p>
      <h2>Children</h2>
      <p>
        The shop is not meant for children, and we do not knowingly collect personal information from anyone under 18.
      </p>
      <h2>Changes to this policy</h2>
      <p>We may change this policy at any time. The version published on this page is the one that applies.</p>
      <h2>Contact us</h2>
      <p>
        E-mail <a href={`mailto:${s.infoEmail}`}>{s.infoEmail}</a> or write to {s.postalAddress}.
      </p>
    </StaticPage>
  );
}
