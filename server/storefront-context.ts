// What the storefront's loaders and actions may use on the server: services, never the database.
// Route modules import this file for its types only.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import type { PublicSettings } from '../shop-rules/api/settings';
import { createBackoffice } from './backoffice/backoffice';
import { createCatalogueService } from './catalogue/service';
import type { Config } from './config';
import type { AttemptCounters } from './http/attempt-counters';
import { withBackofficeAccount } from './payments/wipay-settings';
import { readSettingsRows, shopSettingsOf } from './settings/shop-settings';
import { wipayAccountOf } from './settings/wipay-account';

// The back-office pages run as server loaders: they name these types of the services' answers.
export type { Backoffice } from './backoffice/backoffice';
export type { OrderFilters } from './backoffice/order-filters';
export type { OrderPage } from './backoffice/order-page';
export type { OrderRefundsPanel } from './backoffice/order-refunds';
export type { FlaggedReturn } from './backoffice/payment-list';
export type { ReturnChoices } from './backoffice/return-settlement';
export type { SalesChart } from './backoffice/sales-chart';
export type { SalesReport } from './backoffice/sales-report';
export type { PublicSettings };

/** attempts: the sign-in counters, shared across servers with Redis (server/app.ts); default: this process. */
export function createShopServices(db: Database, config: Config, attempts?: AttemptCounters) {
  return {
    async settings(): Promise<PublicSettings> {
      // One round trip for both rows: every page asks (docs/decisions/0034).
      const rows = await readSettingsRows(db);
      const s = shopSettingsOf(rows.shop, {
        shopName: config.SHOP_NAME,
        cardGatewayEnabled: config.CARD_GATEWAY_ENABLED,
      });
      const wipay = withBackofficeAccount(config, wipayAccountOf(rows.wipay));
      return {
        ...s,
        mediaBaseUrl: config.MEDIA_BASE_URL,
        publicBaseUrl: config.publicBaseUrl,
        cardTestMode: wipay.testMode,
        cardFeeStructure: wipay.feeStructure,
      };
    },
    // homeProducts(pageNo, maxRecords) and the rest of the catalogue: server/catalogue/service.ts.
    catalogue: createCatalogueService(db),
    // The /admin pages' services; each call checks the staff session and role (server/backoffice/).
    backoffice: createBackoffice(db, config, attempts),
  };
}

export type ShopServices = ReturnType<typeof createShopServices>;

/**
 * The services as one page request sees them: the settings are read once however many of its
 * loaders ask (the shell's and the page's run side by side), so a page costs one settings query.
 */
export function forOneRequest(shop: ShopServices): ShopServices {
  let settings: Promise<PublicSettings> | undefined;
  return { ...shop, settings: () => (settings ??= shop.settings()) };
}

export interface ShopContext {
  /** '' when the page is made for the cache: its CSP lists its scripts' hashes instead. */
  nonce: string;
  /** Render the whole document before sending any of it (a page made for the cache). */
  wholeDocument?: boolean;
  shop: ShopServices;
  /** The request's logger, for page errors (storefront/entry.server.tsx handleError). */
  log: FastifyBaseLogger;
}
