// The account menu (docs/product.md#account-pages): My Account, Wish List, Order History, Order Track, My Returns; and
// Logout.
import { NavLink, useNavigate } from 'react-router';
import { MY_RETURNS_PATH } from './account-paths';
import { useCustomer } from './session/customer-session';

const MENU = [
  { to: '/account', label: 'My Account' },
  { to: '/wishlist', label: 'Wish List' },
  { to: '/orderhistory', label: 'Order History' },
  { to: '/ordertrack', label: 'Order Track' },
  { to: MY_RETURNS_PATH, label: 'My Returns' },
];

export function AccountMenu() {
  const { customer } = useCustomer();
  return (
    <nav className="account-menu" aria-label="Account menu">
      <ul>
        {MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {customer ? <LogoutButton /> : null}
    </nav>
  );
}

export function LogoutButton({ className = 'button account-menu__logout' }: { className?: string }) {
  const { logout } = useCustomer();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        logout();
        void navigate('/');
      }}
    >
      Logout
    </button>
  );
}
