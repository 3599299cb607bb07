// The checks made when the shopper sends the order: first the spec's four in its order
// (shop-rules), then what the form marks required, then stock. The first failure is shown.
import { SELECT_OPTION_FIRST, type ValidationResult, validateOrderContact } from '../../shop-rules';
import { isEmailAddress } from '../../shop-rules/fields';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  SOLD_OUT_BLOCKS_CHECKOUT,
} from './checkout-messages';

export interface CheckoutCheck {
  mobile: string;
  name: string;
  productCount: number;
  email: string;
  address: string;
  isPickup: boolean;
  anySoldOut: boolean;
}

export function validateCheckout(c: CheckoutCheck): ValidationResult {
  const spec = validateOrderContact({ mobile: c.mobile.trim(), name: c.name, productCount: c.productCount });
  if (spec) return spec;
  if (c.email.trim() === '') return EMAIL_REQUIRED;
  if (!isEmailAddress(c.email.trim())) return EMAIL_INVALID;
  if (!c.isPickup && c.address.trim() === '') return ADDRESS_REQUIRED;
  if (c.anySoldOut) return SOLD_OUT_BLOCKS_CHECKOUT;
  return null;
}

export interface DirectOrderCheck {
  mobile: string;
  name: string;
  productCount: number;
  cityNo: number;
  address: string;
  /** The product has several options and none is chosen. */
  needsVariant?: boolean;
  anySoldOut: boolean;
}

/** The direct order page marks the city select required; it has no e-mail field. */
export function validateDirectOrder(c: DirectOrderCheck): ValidationResult {
  const spec = validateOrderContact({ mobile: c.mobile.trim(), name: c.name, productCount: c.productCount });
  if (spec) return spec;
  if (c.address.trim() === '') return ADDRESS_REQUIRED;
  if (!(c.cityNo > 0)) return CITY_REQUIRED;
  if (c.needsVariant) return SELECT_OPTION_FIRST;
  if (c.anySoldOut) return SOLD_OUT_BLOCKS_CHECKOUT;
  return null;
}
