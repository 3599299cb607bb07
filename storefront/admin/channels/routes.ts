// Channels: sales by channel and its CSV, the links and QR codes to post, the catalogue feeds'
// products; and the bank-transfer receipts shoppers sent, opened from an order's page.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const channelsRoutes: RouteConfigEntry[] = [
  route('channels', 'admin/channels/channels.route.tsx'),
  route('channels.csv', 'admin/channels/channels-csv.route.ts'),
  route('orders/:orderNo/receipts/:receiptNo', 'admin/channels/receipt-file.route.ts'),
];
