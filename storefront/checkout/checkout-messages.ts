// The checkout's notices, from their owner (shop-rules/messages/): the e-mail wording is the account
// forms' own, the city's is the order API's.
export { EMAIL_INVALID, EMAIL_REQUIRED } from '../../shop-rules/messages/account';
export {
  ADDRESS_REQUIRED,
  CITY_UNKNOWN as CITY_REQUIRED,
  SOLD_OUT_BLOCKS_CHECKOUT,
} from '../../shop-rules/messages/orders';
