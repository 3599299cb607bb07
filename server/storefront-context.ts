// What the storefront's loaders and actions may use on the server: services, never the database.
// Route modules import this file for its types only.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import type { PublicSettings } from '../shop-rules/api/settings';
import { createBackoffice } from './backoffice/backoffice';
import { createCatalogueService } from './catalogue/service';
import type { Config } from './config';
import type { AttemptCounters } from './http/attempt-counters';
import { currentWipaySettings } from './payments/wipay-settings';
import { readShopSettings } from './settings/shop-settings';

// The back-office pages run as server loaders: they name these types of the services' answers.
export type { Backoffice } from './backoffice/backoffice';
export type { OrderFilters } from './backoffice/order-filters';
export type { OrderPage } from './backoffice/order-page';
export type { FlaggedReturn } from './backoffice/payment-list';
export type { PublicSettings };

/** attempts: the sign-in counters, shared across servers with Redis (server/app.ts); default: this process. */
export function createShopServices(db: Database, config: Config, attempts?: AttemptCounters) {
  return {
    async settings(): Promise<PublicSettings> {
      const [s, wipay] = await Promise.all([
        readShopSettings(db, { shopName: config.SHOP_NAME, cardGatewayEnabled: config.CARD_GATEWAY_ENABLED }),
        currentWipaySettings(db, config),
      ]);
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

export interface ShopContext {
  /** '' when the page is made for the cache: its CSP lists its scripts' hashes instead. */
  nonce: string;
  /** Render the whole document before sending any of it (a page made for the cache). */
  wholeDocument?: boolean;
  shop: ShopServices;
  /** The request's logger, for page errors (storefront/entry.server.tsx handleError). */
  log: FastifyBaseLogger;
}
