// The back office: its own layout route (root.tsx leaves out the shop's chrome), with server loaders
// and actions under the staff's cookie session. Each area's folder lists its own addresses; a new area
// is one folder and one line here.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { catalogueRoutes } from './catalogue/routes';
import { channelsRoutes } from './channels/routes';
import { customersRoutes } from './customers/routes';
import { deliveryRoutes } from './delivery/routes';
import { discountsRoutes } from './discounts/routes';
import { mailsRoutes } from './mails/routes';
import { ordersRoutes } from './orders/routes';
import { paymentsRoutes } from './payments/routes';
import { reportsRoutes } from './reports/routes';
import { returnsRoutes } from './returns/routes';
import { settingsRoutes } from './settings/routes';
import { staffRoutes } from './staff/routes';
import { stockRoutes } from './stock/routes';

export const adminRoutes: RouteConfigEntry = route('admin', 'admin/shared/layout.route.tsx', { id: 'admin' }, [
  ...reportsRoutes,
  ...staffRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...returnsRoutes,
  ...catalogueRoutes,
  ...stockRoutes,
  ...customersRoutes,
  ...discountsRoutes,
  ...settingsRoutes,
  ...mailsRoutes,
  ...deliveryRoutes,
  ...channelsRoutes,
]);
