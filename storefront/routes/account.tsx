import type { Route } from './+types/account';
import { AccountHome } from '../account/account-home';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('My Account', matches);
}

export default function AccountRoute() {
  return <AccountHome />;
}
