// What the Product Return form can know before the customer types: their details from the profile,
// the order's number and date, and the product they chose on the order page.
import type { OrderDetail, OrderLine, Profile } from '../../../shop-rules/api/account';
import type { ReturnFields } from './return-checks';

export function chosenLine(
  order: OrderDetail | null,
  productNo: number | null,
  skuNo: number | null,
): OrderLine | null {
  if (!order) return null;
  if (productNo === null) return order.Lines.length === 1 ? order.Lines[0]! : null;
  const same = order.Lines.filter((l) => l.ProductNo === productNo);
  return same.find((l) => skuNo === null || l.ProductSKUNo === skuNo) ?? same[0] ?? null;
}

export function lineFields(line: OrderLine | null): Pick<ReturnFields, 'product' | 'model' | 'quantity'> {
  return line
    ? { product: line.ProductName, model: line.Model, quantity: String(line.Quantity) }
    : { product: '', model: '', quantity: '1' };
}

export function prefillReturn(
  profile: Profile,
  orderId: number | null,
  order: OrderDetail | null,
  line: OrderLine | null,
): ReturnFields {
  return {
    firstname: profile.FirstName,
    lastname: profile.LastName,
    email: profile.Email,
    telephone: profile.Telephone || profile.Mobile,
    order_id: order ? String(order.OrderId) : orderId === null ? '' : String(orderId),
    date_ordered: order?.DateAdded ?? '',
    ...lineFields(line),
    return_reason_id: '',
    opened: '0',
    details: '',
    agree: false,
  };
}
