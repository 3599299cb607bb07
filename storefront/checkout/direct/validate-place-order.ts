// The place-order page's fields (docs/product.md#place-order-page: Order Now places a cash-on-delivery order).
// Each field gets its own error text; the spec's checks keep their words and order.

import { PHONE_INVALID, SELECT_OPTION_FIRST, validateOrderContact, validateQuantity } from '../../../shop-rules';
import { isEmailAddress } from '../../../shop-rules/fields';
import { FIRST_NAME_REQUIRED } from '../../../shop-rules/messages/account';
import { ADDRESS_REQUIRED, CITY_REQUIRED, EMAIL_INVALID } from '../checkout-messages';

export interface PlaceOrderFields {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  zipCode: string;
  cityNo: number;
  quantity: number;
}

export type FieldErrors = Partial<Record<keyof PlaceOrderFields | 'variant', string>>;

export function fullName(f: Pick<PlaceOrderFields, 'firstName' | 'lastName'>): string {
  return [f.firstName.trim(), f.lastName.trim()].filter(Boolean).join(' ');
}

/** Every failing field, in the form's order; an empty object when the order can be sent. */
export function placeOrderErrors(f: PlaceOrderFields, needsVariant: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const contact = validateOrderContact({ mobile: f.mobile.trim(), name: fullName(f), productCount: 1 });
  if (contact === PHONE_INVALID || !/^\d{7}$/.test(f.mobile.trim())) errors.mobile = PHONE_INVALID;
  if (f.firstName.trim() === '') errors.firstName = FIRST_NAME_REQUIRED;
  if (f.email.trim() !== '' && !isEmailAddress(f.email.trim())) errors.email = EMAIL_INVALID;
  if (f.address1.trim() === '') errors.address1 = ADDRESS_REQUIRED;
  if (!(f.cityNo > 0)) errors.cityNo = CITY_REQUIRED;
  if (needsVariant) errors.variant = SELECT_OPTION_FIRST;
  const quantity = validateQuantity(f.quantity);
  if (quantity) errors.quantity = quantity;
  return errors;
}

/** The delivery address as one line: Address 1, Address 2 and the zip code. */
export function addressLine(f: Pick<PlaceOrderFields, 'address1' | 'address2' | 'zipCode'>): string {
  return [f.address1, f.address2, f.zipCode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}
