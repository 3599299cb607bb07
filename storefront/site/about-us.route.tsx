import { RECEIPT_MESSAGE, whatsappLink } from '../../shop-rules/whatsapp';
import { StaticPage } from '../components/static-page';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/about-us.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'About Us',
    shopName: settings?.shopName,
    description:
      'Over 30 years in retail and over 200,000 customers in Trinidad and Tobago. Our story, our vision, how to pay by bank transfer and where to pick up.',
    url: canonical(settings, '/aboutus'),
  });
}

export default function AboutUs() {
  const s = useShopSettings();
  return (
    <StaticPage title="About Us">
      <h2>Our story</h2>
      <p>
        Our family has worked in retail for over 30 years. In 2004 we opened {s.shopName} to bring that experience to
        every home in Trinidad and Tobago, with goods from around the world — electronics, kitchenware, health and
        beauty, home and decor, appliances, tools, furniture, clothing and shoes, musical instruments and puja items —
        at fair prices in TT dollars. Since then we have served over 200,000 customers.
      </p>
      <h2>Our vision</h2>
      <p>
        We want shopping online to be as easy and as trusted as shopping at the corner store. Next we plan to expand to
        the wider Caribbean and Latin America, and to ship worldwide.
      </p>
      <h2>Our team</h2>
      <p>
        Buyers who choose every product, a customer service team that answers your calls and messages, and delivery
        partners who know every road from Chaguanas to Scarborough.
      </p>
      <section className="info-block" aria-labelledby="bank-transfer">
        <h2 id="bank-transfer">Pay by bank transfer</h2>
        <dl className="facts">
          <dt>Account name</dt>
          <dd>{s.bankAccountName}</dd>
          <dt>Bank name</dt>
          <dd>{s.bankName}</dd>
          <dt>Account number</dt>
          <dd>{s.bankAccountNumber}</dd>
          <dt>SWIFT code</dt>
          <dd>{s.bankSwiftCode}</dd>
        </dl>
        <p>
          After paying, please send the receipt by WhatsApp to{' '}
          <a href={whatsappLink(s.whatsappNumber, RECEIPT_MESSAGE)} target="_blank" rel="noopener noreferrer">
            {s.whatsappNumber}
          </a>
          , with your order number.
        </p>
      </section>
      <section className="info-block" aria-labelledby="pickup">
        <h2 id="pickup">Pickup address</h2>
        <p>{s.pickupAddress}</p>
        <p>
          Please call <a href={`tel:${s.pickupPhone.replace(/[^\d+]/g, '')}`}>{s.pickupPhone}</a> for more details.
        </p>
      </section>
    </StaticPage>
  );
}
