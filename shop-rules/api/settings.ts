// The settings every storefront page gets from the root loader: the shop's own settings and what the
// server's configuration adds.
import type { CardFeeStructure } from '../card-fee';
import type { ShopSettings } from '../settings';

export interface PublicSettings extends ShopSettings {
  mediaBaseUrl: string;
  publicBaseUrl: string;
  /** Card payments are test payments (WiPay sandbox): the storefront says it is a demo (decision 0020). */
  cardTestMode: boolean;
  /** Who pays WiPay's card fee: checkout shows it before the shopper chooses card. */
  cardFeeStructure: CardFeeStructure;
  /** The shop sends WhatsApp updates (Cloud API set up): checkout offers the tick (docs/product.md#whatsapp-updates). */
  whatsappUpdates: boolean;
}
