// The back office's layout route: its own chrome and stylesheet, and who is signed in. Each page
// below checks the session and role itself, in its own loader and action.
import { Outlet } from 'react-router';
import type { Route } from './+types/layout.route';
import adminCss from './admin.css?url';
import { AdminErrorBoundary } from './admin-error';
import { AdminShell } from './admin-shell';

export const links = () => [{ rel: 'stylesheet', href: adminCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { signedIn: await context.shop.backoffice.whoIsSignedIn(request) };
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <AdminShell>
      <AdminErrorBoundary />
    </AdminShell>
  );
}
