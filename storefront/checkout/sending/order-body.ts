// The order bodies (docs/product.md#order-body), built from the cart and the form. The server prices the order
// itself; the amounts here only echo what the shopper saw.

import {
  type CartTotalsInDollars,
  COUNTRY_NO,
  DEFAULT_SHOP_NO,
  fromCents,
  INVOICE_STORE_NAME,
  IS_PICKUP_DELIVERY,
  IS_PICKUP_PICKUP,
  PAYMENT_METHOD_CARD,
  type PaymentMethodNo,
  SOURCE_CHECKOUT,
  SOURCE_DIRECT_ORDER,
  STORE_NO,
  toCents,
} from '../../../shop-rules';
import { shopDay } from '../../../shop-rules/shop-time';
import type { CartLine } from '../../cart/cart-types';
import { visitFields } from '../../lib/visits/visit-source';

export interface OrderContactFields {
  mobile: string;
  name: string;
  email: string;
  address: string;
  /** 0 when 'None' is chosen. */
  cityNo: number;
  deliveryCountryNo: number;
  remarks: string;
}

/** The card provider's two flags (payment, pending), both 1 for a card order. */
function cardFlags(pmNo: PaymentMethodNo) {
  return pmNo === PAYMENT_METHOD_CARD ? { IsWipay: 1, IsPending: 1 } : {};
}

export function checkoutOrderItem(line: CartLine) {
  return {
    ProductNo: line.ProductNo,
    ProductSKUNo: line.ProductSKUNo,
    ProductName: line.ProductName,
    Color: line.Color,
    Size: line.Size,
    Quantity: line.Quantity,
    TotalAmount: line.TotalAmount,
    ImageFilePath: line.ImageFilePath,
    Barcode: line.Barcode,
    SalesPrice: line.SalesPrice,
  };
}

export interface CheckoutOrderInput {
  pmNo: PaymentMethodNo;
  lines: readonly CartLine[];
  totals: Pick<CartTotalsInDollars, 'Freight' | 'ItemGrandTotal'>;
  isPickup: boolean;
  /** The pickup point chosen, when pickup is chosen and the shop has points listed. */
  pickupShopNo?: number | null;
  contact: OrderContactFields;
  /** The logged-in customer's e-mail from the session settings; '' for a guest. */
  sessionEmail: string;
  shopName: string;
  idempotencyKey: string;
  /** The discount code while it applies, and what it takes off (docs/product.md#discount-codes). */
  discount?: { code: string | null; amount: number };
  /** The delivery day chosen among the area's (decision 0080); none outside every area or for pickup. */
  deliveryDate?: string | null;
  /** The area's extra charge in cents, echoed in TotalAmount (the server computes its own). */
  areaCharge?: number;
  /** The shopper ticked WhatsApp updates (docs/product.md#whatsapp-updates). */
  whatsappUpdates?: boolean;
  now?: Date;
}

/** The code, when one applies; the server prices it again and never reads the amount. */
function discountFields(discount: { code: string | null; amount: number } | undefined) {
  return discount?.code ? { DiscountCode: discount.code, Discount: fromCents(discount.amount) } : {};
}

/** The total echoed to the server, less the code's discount (the server computes its own). */
function echoedTotal(totals: Pick<CartTotalsInDollars, 'ItemGrandTotal'>, discount?: { amount: number }) {
  return fromCents(toCents(totals.ItemGrandTotal) - (discount?.amount ?? 0));
}

export function checkoutOrderBody(input: CheckoutOrderInput) {
  const { contact } = input;
  return {
    PMNo: input.pmNo,
    OrderProductList: input.lines.map(checkoutOrderItem),
    Remarks: contact.remarks.trim(),
    CountryNo: COUNTRY_NO,
    IsPickup: input.isPickup ? IS_PICKUP_PICKUP : IS_PICKUP_DELIVERY,
    ...(input.isPickup && input.pickupShopNo ? { PickupShopNo: input.pickupShopNo } : {}),
    Freight: input.totals.Freight,
    TotalAmount: echoedTotal(input.totals, input.discount) + fromCents(input.isPickup ? 0 : (input.areaCharge ?? 0)),
    CustomerMobile: contact.mobile.trim(),
    CustomerName: contact.name.trim(),
    EmailID: input.sessionEmail,
    CustomerEmail: contact.email.trim(),
    CustomerAddress: contact.address.trim(),
    CustomerCityNo: contact.cityNo,
    ODeliverCountryNo: contact.deliveryCountryNo,
    StoreNo: STORE_NO,
    InvoiceStoreName: INVOICE_STORE_NAME,
    ShopNo: DEFAULT_SHOP_NO,
    ShopName: input.shopName,
    NewOrderDate: shopDay(input.now),
    ...(input.deliveryDate && !input.isPickup ? { NewDeliveryDate: input.deliveryDate } : {}),
    Source: SOURCE_CHECKOUT,
    IdempotencyKey: input.idempotencyKey,
    ...(input.whatsappUpdates ? { WhatsappUpdates: 1 } : {}),
    ...visitFields(),
    ...discountFields(input.discount),
    ...cardFlags(input.pmNo),
  };
}

export function directOrderItem(line: CartLine) {
  return {
    ProductNo: line.ProductNo,
    ProductSKUNo: line.ProductSKUNo,
    ProductName: line.ProductName,
    Barcode: line.Barcode,
    Quantity: line.Quantity,
    SalesPrice: line.SalesPrice,
    ImageFilePath: line.ImageFilePath,
    Thumbnail: line.Thumbnail,
    Color: line.Color,
    Size: line.Size,
  };
}

export interface DirectOrderInput {
  pmNo: PaymentMethodNo;
  lines: readonly CartLine[];
  totals: Pick<CartTotalsInDollars, 'Freight' | 'ItemGrandTotal'>;
  contact: Omit<OrderContactFields, 'email'>;
  sessionEmail: string;
  shopNo: number;
  shopName: string;
  idempotencyKey: string;
  discount?: { code: string | null; amount: number };
  now?: Date;
}

/** The direct order page's body (Source 2); it has no e-mail field and is always delivered. */
export function directOrderBody(input: DirectOrderInput) {
  const { contact } = input;
  return {
    PMNo: input.pmNo,
    OrderProductList: input.lines.map(directOrderItem),
    Remarks: contact.remarks.trim(),
    CountryNo: COUNTRY_NO,
    IsPickup: IS_PICKUP_DELIVERY,
    Freight: input.totals.Freight,
    TotalAmount: echoedTotal(input.totals, input.discount),
    CustomerMobile: contact.mobile.trim(),
    CustomerName: contact.name.trim(),
    EmailID: input.sessionEmail,
    CustomerAddress: contact.address.trim(),
    CustomerCityNo: contact.cityNo,
    ODeliverCountryNo: contact.deliveryCountryNo,
    StoreNo: STORE_NO,
    InvoiceStoreName: INVOICE_STORE_NAME,
    ShopNo: input.shopNo,
    ShopName: input.shopName,
    NewOrderDate: shopDay(input.now),
    Source: SOURCE_DIRECT_ORDER,
    IdempotencyKey: input.idempotencyKey,
    ...visitFields(),
    ...discountFields(input.discount),
    ...cardFlags(input.pmNo),
  };
}

export type OrderBody = ReturnType<typeof checkoutOrderBody> | ReturnType<typeof directOrderBody>;
