// /account: the cards of docs/product.md#account-pages.
import { Link } from 'react-router';
import { Heart, type Icon, Truck } from '../components/shell/icons';
import { KeyRound, ListOrdered, PackageOpen, UserPen } from '../components/shell/more-icons';
import type { Route } from './+types/account.route';
import { AccountLayout } from './account-layout';
import { LogoutButton } from './account-menu';
import { accountMeta } from './account-meta';
import { MY_RETURNS_PATH } from './account-paths';
import { loadForCustomer } from './customer-data';
import { AccountLoading, ForCustomer } from './for-customer';
import { useCustomer } from './session/customer-session';
import './account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

const CARDS: { to: string; title: string; text: string; Icon: Icon }[] = [
  { to: '/editaccountinfo', title: 'Edit Information', text: 'Edit your account information', Icon: UserPen },
  { to: '/changepassword', title: 'Change Password', text: 'Change your password', Icon: KeyRound },
  { to: '/wishlist', title: 'Wish List', text: 'Modify your wish list', Icon: Heart },
  { to: '/orderhistory', title: 'Order History', text: 'View your order history', Icon: ListOrdered },
  { to: '/ordertrack', title: 'Order Track', text: 'Track your orders', Icon: Truck },
  {
    to: MY_RETURNS_PATH,
    title: 'My Returns',
    text: "See your return requests and the shop's answers",
    Icon: PackageOpen,
  },
];

const TITLE = 'My Account';
const TRAIL = [{ label: 'Account' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

/** Nothing to read: the page is for a signed-in customer only. */
export async function clientLoader() {
  return loadForCustomer(async () => null);
}

export function HydrateFallback() {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <AccountLoading />
    </AccountLayout>
  );
}

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <ForCustomer load={loaderData} label="Loading your account">
        {() => (
          <>
            <Greeting />
            <ul className="account-cards">
              {CARDS.map(({ to, title, text, Icon }) => (
                <li key={to}>
                  <Link to={to} className="account-card">
                    <Icon size={32} aria-hidden="true" />
                    <span className="account-card__title">{title}</span>
                    <span className="account-card__text">{text}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <LogoutButton className="button" />
          </>
        )}
      </ForCustomer>
    </AccountLayout>
  );
}

function Greeting() {
  const { customer } = useCustomer();
  return <p className="page-lead">Welcome{customer?.LoginName ? `, ${customer.LoginName}` : ''}.</p>;
}
