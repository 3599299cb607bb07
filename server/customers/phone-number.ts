import { isSevenDigitMobile } from '../../shop-rules/validation';

/**
 * A typed phone number as the shop keeps it: the 7 local digits. '123-4567', '123 4567' and
 * '+1 (868) 123-4567' all give '1234567'; anything else gives null.
 */
export function localPhoneDigits(text: string): string | null {
  let digits = text.replace(/[\s().+-]/g, '');
  if (digits.length === 11 && digits.startsWith('1868')) digits = digits.slice(4);
  return isSevenDigitMobile(digits) ? digits : null;
}
