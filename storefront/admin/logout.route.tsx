import { redirect } from 'react-router';
import type { Route } from './+types/logout.route';
import { answer } from './action-answer';

export async function loader() {
  throw redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.signOut(request));
}

export default function AdminLogout() {
  return null;
}
