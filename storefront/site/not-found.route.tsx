import { data } from 'react-router';
import { notFoundMeta } from '../lib/seo';
import type { Route } from './+types/not-found.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

export async function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFound() {
  return null;
}
