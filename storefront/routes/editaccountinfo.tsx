import type { Route } from './+types/editaccountinfo';
import { EditInfoPage } from '../account/edit-info-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('My Account Information', matches);
}

export default function EditAccountInfoRoute() {
  return <EditInfoPage />;
}
