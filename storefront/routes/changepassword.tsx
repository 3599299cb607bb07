import type { Route } from './+types/changepassword';
import { ChangePasswordPage } from '../account/change-password-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Change Password', matches);
}

export default function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
