// The form fields of a hosted page request for one order (docs/product.md#asking-for-a-payment-page). No secret
// is among them: the API key only ever checks WiPay's answer on this server.
import { isEmailAddress } from '../../shop-rules/fields';
import { type Cents, centsToDecimal } from '../../shop-rules/money';
import { wipayOrderId } from './wipay-order-id';
import { WIPAY_ORIGIN, type WipaySettings } from './wipay-settings';

/** Who pays, to fill in WiPay's form: from the order as placed. */
export interface Payer {
  name: string;
  email: string;
  mobile: string;
  address: string;
}

export interface CardAttempt {
  orderNo: number;
  /** Which page of this order WiPay is asked for: 1, then 2, 3 … after Try again. */
  attempt: number;
  total: Cents;
  payer: Payer;
}

export function wipayRequestFields(wipay: WipaySettings, order: CardAttempt): Record<string, string> {
  const { payer } = order;
  const fields: Record<string, string> = {
    account_number: wipay.accountNumber,
    country_code: 'TT',
    // Orders are priced in TT dollars; the total is sent as such.
    currency: 'TTD',
    environment: wipay.environment,
    fee_structure: wipay.feeStructure,
    method: 'credit_card',
    order_id: wipayOrderId(order.orderNo, order.attempt),
    origin: WIPAY_ORIGIN,
    response_url: wipay.responseUrl,
    total: centsToDecimal(order.total),
  };
  if (payer.name) fields.name = payer.name.slice(0, 255);
  if (payer.email && isEmailAddress(payer.email)) fields.email = payer.email;
  if (payer.mobile) fields.phone = `+1868${payer.mobile}`;
  if (payer.address) fields.addr1 = payer.address.slice(0, 255);
  return fields;
}
