import type { Route } from './+types/login';
import { SignInPage } from '../account/sign-in-page';
import { accountMeta } from '../account/account-meta';
import '../account/account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Login', matches);
}

export default function LoginRoute() {
  return <SignInPage which="login" />;
}
