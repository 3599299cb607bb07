// The account forms and the API read a typed phone number by one rule (shop-rules/validation.ts).
export { localPhoneDigits } from '../../shop-rules/validation';
