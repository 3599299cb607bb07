// What the storefront's loaders and actions may use on the server: services, never the database.
// Route modules import this file for its types only.
import type { Database } from '../database/connect';
import type { Config } from './config';
import { homeProducts } from './catalogue/home-products';
import { readShopSettings, type ShopSettings } from './settings/shop-settings';

export interface PublicSettings extends Omit<ShopSettings, never> {
  mediaBaseUrl: string;
  publicBaseUrl: string;
}

export function createShopServices(db: Database, config: Config) {
  return {
    async settings(): Promise<PublicSettings> {
      const s = await readShopSettings(db, { shopName: config.SHOP_NAME, cardGatewayEnabled: config.CARD_GATEWAY_ENABLED });
      return { ...s, mediaBaseUrl: config.MEDIA_BASE_URL, publicBaseUrl: config.publicBaseUrl };
    },
    catalogue: {
      homeProducts: (pageNo: number, maxRecords: number) => homeProducts(db, pageNo, maxRecords),
    },
  };
}

export type ShopServices = ReturnType<typeof createShopServices>;

export interface ShopContext {
  nonce: string;
  shop: ShopServices;
}
