import { Link } from 'react-router';
import { useShopSettings } from '../lib/settings';

export function SiteHeader() {
  const settings = useShopSettings();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${settings.shopName}, home`}>
          {settings.shopName}
        </Link>
      </div>
    </header>
  );
}
