// The back office's own chrome: its header with who is signed in, the menu of the areas their role
// opens, and the page. The shop's header, category bar, cart and footer are not shown here.
import type { ReactNode } from 'react';
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import type { Area } from '../../../shop-rules/api/backoffice';
import type { PublicSettings } from '../../../shop-rules/api/settings';
import { useSignedInStaff } from './admin-data';
import { CsrfField } from './csrf-field';

const MENU: { area: Area; to: string; label: string; end?: boolean }[] = [
  { area: 'dashboard', to: '/admin', label: 'Dashboard', end: true },
  { area: 'orders', to: '/admin/orders', label: 'Orders' },
  { area: 'payments', to: '/admin/payments', label: 'Payments' },
  { area: 'mails', to: '/admin/mails', label: 'Undelivered mails' },
  { area: 'returns', to: '/admin/returns', label: 'Returns' },
  { area: 'catalogue', to: '/admin/products', label: 'Products' },
  { area: 'catalogue', to: '/admin/low-stock', label: 'Low stock' },
  { area: 'catalogue', to: '/admin/categories', label: 'Categories' },
  { area: 'catalogue', to: '/admin/banners', label: 'Banners' },
  { area: 'catalogue', to: '/admin/design', label: 'Category sections' },
  { area: 'catalogue', to: '/admin/reviews', label: 'Reviews' },
  { area: 'discounts', to: '/admin/discounts', label: 'Discount codes' },
  { area: 'reports', to: '/admin/reports', label: 'Reports' },
  { area: 'channels', to: '/admin/channels', label: 'Channels' },
  { area: 'customers', to: '/admin/customers', label: 'Customers' },
  { area: 'exports', to: '/admin/exports', label: 'CSV exports' },
  { area: 'settings', to: '/admin/settings', label: 'Settings', end: true },
  { area: 'settings', to: '/admin/settings/lists', label: 'Cities, shops, payment' },
  { area: 'staff', to: '/admin/staff', label: 'Staff' },
  { area: 'audit', to: '/admin/audit', label: 'Audit log' },
  { area: 'delivery', to: '/admin/delivery/runs', label: 'Delivery runs' },
  { area: 'delivery', to: '/admin/delivery/areas', label: 'Delivery areas' },
  { area: 'cash', to: '/admin/cash', label: 'Cash and couriers' },
  { area: 'driving', to: '/driver', label: 'My runs' },
];

export function AdminShell({ children }: { children: ReactNode }) {
  const staff = useSignedInStaff();
  const root = useRouteLoaderData('root') as { settings?: PublicSettings } | undefined;
  const shopName = root?.settings?.shopName ?? 'Shop';
  const testMode = root?.settings?.cardTestMode ?? false;
  const location = useLocation();
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <p className="admin-brand">
          <Link to="/admin">{shopName}: back office</Link>
        </p>
        {staff ? (
          <div className="admin-who">
            <span>
              {staff.staff.name} ({staff.staff.roleName})
            </span>
            <Link to="/admin/account">Your account</Link>
            <a href="/">View the shop</a>
            <Form method="post" action="/admin/logout" reloadDocument>
              <CsrfField />
              <button type="submit" className="admin-button admin-button--quiet">
                Sign out
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      {testMode ? (
        <p className="admin-test-mode" role="note">
          <strong>Card payments are in test mode.</strong> No card is charged.{' '}
          <span className="admin-test-mode__more">
            WiPay is used in its sandbox, or with its public sandbox account or key, and card payments here are test
            payments. Enter the shop&apos;s own live WiPay account under Settings before taking real orders.
          </span>
        </p>
      ) : null}
      {staff ? (
        <nav className="admin-menu" aria-label="Back office">
          {/* Folded on a phone (a press on 'Menu' opens it); always open on a wider screen (admin.css). The
              key closes it again after a navigation. */}
          <details className="admin-menu__fold" key={location.pathname}>
            <summary>Menu</summary>
            <ul>
              {MENU.filter((m) => staff.staff.areas.includes(m.area)).map((m) => (
                <li key={m.to}>
                  <NavLink to={m.to} end={m.end}>
                    {m.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      ) : null}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
