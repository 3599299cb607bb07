import { Link } from 'react-router';
import { useCustomer } from '../../account';
import { preloadCartPanel, useCart, useCartPanel } from '../../cart';
import { keptPart } from '../../lib/first-load/kept-part';
import { mediaUrl } from '../../lib/media';
import { useShopSettings } from '../../lib/settings';
import { LogIn, ShoppingCart, UserPlus, UserRound } from './icons';
import { MenuButton } from './menu-panel';
import { SearchBox } from './search-box';

// The category bar's lists open on a press: the server draws the bar, and its file comes when focus
// or a press first reaches it (the press is then carried out; lib/first-load/kept-part.tsx).
const CategoryBar = keptPart({
  load: () => import('./category-bar').then((m) => m.CategoryBar),
  wake: 'use',
});

export function SiteHeader() {
  const settings = useShopSettings();
  return (
    <>
      <header className="site-header">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="site-header__inner">
          <MenuButton />
          <Link to="/" className="site-header__logo">
            <img
              src={mediaUrl(settings.mediaBaseUrl, 'logo.svg')}
              alt={`${settings.shopName}, home`}
              width={160}
              height={40}
            />
          </Link>
          <SearchBox className="site-header__search" />
          <AccountLinks />
          <CartButton />
        </div>
      </header>
      <CategoryBar />
    </>
  );
}

function AccountLinks() {
  const { customer, openLogin, openRegister } = useCustomer();
  if (customer) {
    return (
      <Link to="/account" className="header-action">
        <UserRound aria-hidden="true" size={22} />
        <span className="header-action__label">{customer.LoginName || 'My Account'}</span>
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="header-action" onClick={openLogin}>
        <LogIn aria-hidden="true" size={22} />
        <span className="header-action__label">Login</span>
      </button>
      <button type="button" className="header-action" onClick={openRegister}>
        <UserPlus aria-hidden="true" size={22} />
        <span className="header-action__label">Register</span>
      </button>
    </>
  );
}

function CartButton() {
  const { count } = useCart();
  const panel = useCartPanel();
  return (
    <button
      type="button"
      className="header-action header-action--cart"
      aria-expanded={panel.open}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      onClick={panel.toggle}
    >
      <ShoppingCart aria-hidden="true" size={24} />
      <span className="visually-hidden">Cart, {count === 1 ? '1 item' : `${count} items`}</span>
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
