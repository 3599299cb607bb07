import { redirect } from 'react-router';
import { answer } from '../shared/action-answer';
import type { Route } from './+types/logout.route';

export async function loader() {
  throw redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.signOut(request));
}

export default function AdminLogout() {
  return null;
}
