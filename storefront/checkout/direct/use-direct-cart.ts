// The direct order page's own cart: the one product of the link, in the option and quantity the
// shopper picks, priced by the shop rules. The shopper's main cart is left alone (the order is for
// the link's shop only).
import { useMemo, useState } from 'react';
import { DEFAULT_DELIVERY_COUNTRY } from '../../../shop-rules';
import type { ProductDetail, ProductVariant } from '../../../shop-rules/api/catalogue';
import { lineFromProduct } from '../../cart/cart-line';
import { priceCartState } from '../../cart/cart-state';
import { useFreightRates } from '../../cart/freight-rates';

/** A product's only option is chosen for the shopper; with several, none until they pick. */
export function initialVariant(product: ProductDetail): ProductVariant | null {
  return product.ProductSKUList.length === 1 ? product.ProductSKUList[0] : null;
}

export function useDirectCart(product: ProductDetail) {
  const [quantity, setQuantity] = useState(1);
  const [variant, setVariant] = useState<ProductVariant | null>(() => initialVariant(product));
  const [deliveryCountryNo, setDeliveryCountryNo] = useState(DEFAULT_DELIVERY_COUNTRY);
  const freightRates = useFreightRates();
  const view = useMemo(() => {
    const line = {
      ...lineFromProduct(product, quantity, variant),
      IsSoldOut: product.IsSoldOut || variant?.IsSoldOut ? 1 : 0,
    };
    return priceCartState({ lines: [line], deliveryCountryNo, isPickup: false, fromSocialSite: false }, freightRates);
  }, [product, quantity, variant, deliveryCountryNo, freightRates]);
  const needsVariant = product.ProductSKUList.length > 1 && !variant;
  return { ...view, quantity, setQuantity, variant, setVariant, needsVariant, deliveryCountryNo, setDeliveryCountryNo };
}
