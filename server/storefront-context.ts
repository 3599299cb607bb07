// What the storefront's loaders and actions may use on the server: services, never the database.
// Route modules import this file for its types only.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import type { PublicSettings } from '../shop-rules/api/settings';
import { createBackoffice } from './backoffice/backoffice';
import { createCatalogueService } from './catalogue/service';
import { type ChangeSignal, type StandingData, standingDataKeeper } from './catalogue/standing-data';
import type { Config } from './config';
import type { AttemptCounters } from './http/limits/attempt-counters';
import { chooseDay, dayChoicePage } from './new-delivery-day/choose-day';
import { readDeliveryAreas } from './orders/terms/delivery-area';
import { withBackofficeAccount } from './payments/wipay-settings';
import { shopSettingsOf } from './settings/shop-settings';
import { wipayAccountOf } from './settings/wipay-account';
import { whatsappSettings } from './whatsapp/whatsapp-settings';

// The back-office pages run as server loaders: they name these types of the services' answers.
export type { Backoffice } from './backoffice/backoffice';
export type { OrderFilters, OrderPage } from './backoffice/orders';
export type { FlaggedReturn, OrderRefundsPanel } from './backoffice/payments';
export type { SalesChart, SalesReport } from './backoffice/reports';
export type { ReturnChoices } from './backoffice/returns';
export type { PublicSettings };

function publicSettingsOf(rows: StandingData['settingsRows'], config: Config): PublicSettings {
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
    whatsappUpdates: whatsappSettings(config) !== null,
  };
}

/**
 * attempts: the sign-in counters, shared across servers with Redis (server/app.ts); default: this
 * process. changes: the catalogue-change signal; with it the settings, categories and banners are kept
 * in memory until they change (docs/decisions/0044), without it read for every request.
 */
export function createShopServices(db: Database, config: Config, attempts?: AttemptCounters, changes?: ChangeSignal) {
  const standing = standingDataKeeper(db, changes);
  // Parsed once per change of the settings, not once per page.
  const parsed = new WeakMap<StandingData, PublicSettings>();
  return {
    async settings(): Promise<PublicSettings> {
      const data = await standing();
      let settings = parsed.get(data);
      if (!settings) {
        settings = publicSettingsOf(data.settingsRows, config);
        parsed.set(data, settings);
      }
      return settings;
    },
    // homeProducts(pageNo, maxRecords) and the rest of the catalogue: server/catalogue/service.ts.
    catalogue: createCatalogueService(db, standing),
    // The delivery areas the checkout offers days and charges for (decision 0080).
    deliveryAreas: () => readDeliveryAreas(db),
    // A new delivery day chosen from the link of a failed attempt (decision 0091).
    newDeliveryDay: {
      page: (token: string) => dayChoicePage(db, token),
      choose: (token: string, day: string) => chooseDay(db, token, day),
    },
    // The /admin pages' services; each call checks the staff session and role (server/backoffice/).
    backoffice: createBackoffice(db, config, attempts),
  };
}

export type ShopServices = ReturnType<typeof createShopServices>;

export interface ShopContext {
  /** '' when the page is made for the cache: its CSP lists its scripts' hashes instead. */
  nonce: string;
  shop: ShopServices;
  /** The request's logger, for page errors (storefront/entry.server.tsx handleError). */
  log: FastifyBaseLogger;
}
