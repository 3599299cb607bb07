// What the storefront's loaders and actions may use on the server: services, never the database.
// Route modules import this file for its types only.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import type { Config } from './config';
import { createBackoffice } from './backoffice/backoffice';
import type { AttemptCounters } from './http/attempt-counters';
import { createCatalogueService } from './catalogue/service';
import type { CardFeeStructure } from '../shop-rules/card-fee';
import { currentWipaySettings } from './payments/wipay-settings';
import { readShopSettings, type ShopSettings } from './settings/shop-settings';

export interface PublicSettings extends Omit<ShopSettings, never> {
  mediaBaseUrl: string;
  publicBaseUrl: string;
  /** Card payments are test payments (WiPay sandbox): the storefront says it is a demo (decision 0020). */
  cardTestMode: boolean;
  /** Who pays WiPay's card fee: checkout shows it before the shopper chooses card. */
  cardFeeStructure: CardFeeStructure;
}

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
  nonce: string;
  shop: ShopServices;
  /** The request's logger, for page errors (storefront/entry.server.tsx handleError). */
  log: FastifyBaseLogger;
}
