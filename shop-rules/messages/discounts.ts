// What a discount code's refusal says, checkout and direct order page alike (docs/product.md#discount-codes).
// The spec words none of these; they follow the shop's short, plain style (docs/decisions/0007).
import { type Cents, formatTT } from '../money';

export const CODE_REQUIRED = 'Please enter a discount code.';
export const CODE_UNKNOWN = 'This discount code is not known. Please check it.';
export const CODE_SWITCHED_OFF = 'This discount code is no longer offered.';
export const codeNotYet = (startsOn: string) => `This discount code can be used from ${startsOn}.`;
export const codeExpired = (endsOn: string) => `This discount code ended on ${endsOn}.`;
export const CODE_USED_UP = 'This discount code has been used as many times as it allows.';
export const CODE_USED_BY_MOBILE =
  'This discount code has already been used as many times as it allows with this mobile number.';
export const codeBelowMinimum = (minimum: Cents) =>
  `This discount code needs an order of at least ${formatTT(minimum)} in goods.`;
export const CODE_NO_ITEMS = 'This discount code does not apply to any item in your cart.';
export const CODE_APPLIED = 'Discount code applied.';
export const CODE_REMOVED = 'Discount code removed.';

// The back office's discount code form.
export const CODE_SHAPE = 'A code is 3 to 30 letters, digits, - or _.';
export const CODE_TAKEN = 'Another discount code already has this name.';
export const PERCENT_RANGE = 'The percentage must be more than 0 and at most 100.';
export const AMOUNT_REQUIRED = 'The amount off must be more than TT$0.00.';
export const DATES_ORDER = 'The end date must not be before the start date.';
export const LIMIT_RANGE = 'A use limit must be a whole number of at least 1, or left empty.';
export const NO_SUCH_CODE = 'No such discount code.';
