import type { Route } from './+types/register';
import { SignInPage } from '../account/sign-in-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Register', matches);
}

export default function RegisterRoute() {
  return <SignInPage which="register" />;
}
