// The form fields of a hosted page request for one order (wipay-protocol.md section 1). No secret
// is among them: the API key only ever checks WiPay's answer on this server.
import type { Cents } from '../../shop-rules/money';
import type { OrderRequest } from '../orders/order-body';
import { centsToDecimal } from '../orders/numeric';
import { wipayOrderId } from './wipay-order-id';
import { WIPAY_ORIGIN, type WipaySettings } from './wipay-settings';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function wipayRequestFields(wipay: WipaySettings, order: { orderNo: number; total: Cents; request: OrderRequest }): Record<string, string> {
  const { request } = order;
  const email = request.customerEmail || request.emailId;
  const fields: Record<string, string> = {
    account_number: wipay.accountNumber,
    country_code: 'TT',
    // Orders are priced in TT dollars; the total is sent as such.
    currency: 'TTD',
    environment: wipay.environment,
    fee_structure: wipay.feeStructure,
    method: 'credit_card',
    order_id: wipayOrderId(order.orderNo),
    origin: WIPAY_ORIGIN,
    response_url: wipay.responseUrl,
    total: centsToDecimal(order.total),
  };
  if (request.customerName) fields.name = request.customerName.slice(0, 255);
  if (email && EMAIL.test(email)) fields.email = email;
  if (request.customerMobile) fields.phone = `+1868${request.customerMobile}`;
  if (request.customerAddress) fields.addr1 = request.customerAddress.slice(0, 255);
  return fields;
}
