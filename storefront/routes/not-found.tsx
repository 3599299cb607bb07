import { data } from 'react-router';

export async function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: 'Page not found' }];

export default function NotFound() {
  return null;
}
