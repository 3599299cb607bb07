import { Link } from 'react-router';
import { useShopSettings } from '../lib/settings';

export function SiteFooter() {
  const settings = useShopSettings();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Company">
          <h2>Company</h2>
          <ul>
            <li><Link to="/aboutus">About Us</Link></li>
            <li><Link to="/privacypolicy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <nav aria-label="My Account">
          <h2>My Account</h2>
          <ul>
            <li><Link to="/deliverypolicy">Delivery Policy</Link></li>
            <li><Link to="/termsandcondition">Terms of Service</Link></li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">© {new Date().getFullYear()} {settings.shopName}. All rights reserved.</p>
    </footer>
  );
}
