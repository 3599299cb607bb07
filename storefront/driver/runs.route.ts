// GET /driver/runs: the driver's day as data (docs/decisions/0092): their runs with every stop, the
// session's form token and their name. The page (/driver) holds none of it, so the service worker may
// keep the page; this answer is kept by no cache, only by the page in IndexedDB. Signed out (or not a
// driver) is a 401/403 the page understands, not the sign-in page.
import type { Route } from './+types/runs.route';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  let desk: Awaited<ReturnType<typeof context.shop.backoffice.desk>>;
  try {
    desk = await context.shop.backoffice.desk(request, 'driving');
  } catch (refused) {
    if (!(refused instanceof Response)) throw refused;
    const status = refused.status === 403 ? 403 : 401;
    return Response.json({ signIn: '/admin/login?next=/driver' }, { status, headers: PRIVATE });
  }
  return Response.json(
    { runs: await desk.driving.runs(), csrf: desk.csrfToken, name: desk.staff.name },
    { headers: PRIVATE },
  );
}
