import { Link } from 'react-router';
import { useShopSettings } from '../../lib/settings';

export function SiteFooter() {
  const settings = useShopSettings();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to="/aboutus">About Us</Link>
            </li>
            <li>
              <Link to="/ourservices">Our Services</Link>
            </li>
            <li>
              <Link to="/privacypolicy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account">My Account</h2>
          <ul>
            <li>
              <Link to="/deliverypolicy">Delivery Policy</Link>
            </li>
            <li>
              <Link to="/termsandcondition">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            Phone: <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
            <br />
            E-mail: <a href={`mailto:${settings.infoEmail}`}>{settings.infoEmail}</a>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {settings.shopName}. All rights reserved.
      </p>
    </footer>
  );
}

/**
 * Above the header while card payments are test payments (decision 0020). Kept as the server drew it
 * (root.tsx), so it costs the first load no script; it lives in this file to share the footer's.
 */
export function DemoNotice() {
  const settings = useShopSettings();
  if (!settings.cardTestMode) return null;
  return (
    <p className="demo-notice" role="note">
      <strong>Demo shop:</strong> card payments are in test mode and no card is charged. Orders here are not real.
    </p>
  );
}
