// What the shop says about delivery fees before checkout: the product page, its Free Delivery badge and
// the cart (docs/product.md#delivery-fees-before-checkout, docs/decisions/0060). The amounts are the
// freight rates the server charges (../freight.ts), so the words never disagree with the order.
import type { FreightRates } from '../freight';
import { type Cents, formatTT } from '../money';
import { offersFreeDelivery, type PricedItem } from '../pricing';

const fee = (cents: Cents) => (cents === 0 ? 'free' : formatTT(cents));

/** Where a free-delivery line's reduced freight is free: both islands, Trinidad only, or neither. */
function freeWhere(rates: Readonly<FreightRates>): string {
  if (rates.trinidadFreeDelivery === 0 && rates.tobagoFreeDelivery === 0) return '';
  if (rates.trinidadFreeDelivery === 0) return ' in Trinidad';
  if (rates.tobagoFreeDelivery === 0) return ' to Tobago';
  return ' (reduced)';
}

/** The badge of a product with free delivery: says where it is free, and from how many units. */
export function freeDeliveryBadge(item: PricedItem, rates: Readonly<FreightRates>): string | null {
  if (!offersFreeDelivery(item)) return null;
  const always = item.FreeDelivery === true || item.FreeDelivery === 1;
  const from = always ? '' : ` on ${item.FreeDeliveryQuantity} or more`;
  return `Free Delivery${freeWhere(rates)}${from}`;
}

/** The product page's delivery line: the fee to each island for an order holding this product. */
export function deliveryFeesFor(item: PricedItem, rates: Readonly<FreightRates>): string {
  const usual = `${fee(rates.trinidad)} in Trinidad, ${fee(rates.tobago)} to Tobago`;
  const reduced = `${fee(rates.trinidadFreeDelivery)} in Trinidad, ${fee(rates.tobagoFreeDelivery)} to Tobago`;
  if (item.FreeDelivery === true || item.FreeDelivery === 1) return `Delivery: ${reduced} for the whole order.`;
  if ((item.FreeDeliveryQuantity ?? 0) > 1)
    return `Delivery: ${usual}; with ${item.FreeDeliveryQuantity} or more of this product, ${reduced} for the whole order.`;
  return `Delivery: ${usual} per order. Pickup at a store is free.`;
}

/** Under a product's discounted price: the percent comes off once per cart line, not per unit. */
export const discountOncePerLine = (percent: number, saving: Cents) =>
  `${percent}% off is taken once per cart line, not on each unit: ${formatTT(saving)} off the line.`;
