import { data } from 'react-router';
import { NOT_FOUND_META } from '../lib/seo';

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error';

export async function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => NOT_FOUND_META;

export default function NotFound() {
  return null;
}
