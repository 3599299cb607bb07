// The mail outbox: mails the shop could not deliver yet, and sending one again.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const mailsRoutes: RouteConfigEntry[] = [route('mails', 'admin/mails/mails.route.tsx')];
