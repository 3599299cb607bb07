import { redirect } from 'react-router';
import type { Route } from './+types/admin-logout';
import { answer } from '../admin/action-answer';

export async function loader() {
  throw redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(await context.shop.backoffice.signOut(request));
}

export default function AdminLogout() {
  return null;
}
