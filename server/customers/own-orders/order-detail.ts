// The Order Detail page from the database: methods, addresses, lines (with what Reorder needs),
// totals and the status history.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, orderLines, paymentMethods } from '../../../database/schema';
import type { OrderDetail } from '../../../shop-rules/api/account';
import { DELIVERY_COUNTRY_TOBAGO, type PaymentMethodNo } from '../../../shop-rules/constants';
import { formatTT, fromCents, toCents } from '../../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../../shop-rules/order-constants';
import { REFUND_METHOD_NAMES } from '../../../shop-rules/refunds';
import { shopDay } from '../../../shop-rules/shop-time';
import { formatVatRate, invoiceLabel, vatContained } from '../../../shop-rules/vat';
import { pickupPlace } from '../../orders/placing/pickup-place';
import { orderRefunds } from '../../orders/refunds';
import { readShopSettings } from '../../settings/shop-settings';
import { dollars } from '../money-json';
import { cardCharged, cardFeePaid } from './card-charged';
import type { OrderRow } from './owned-order';
import { statusHistory } from './status-history';

export const FLAT_SHIPPING_RATE = 'Flat Shipping Rate';
export const PICKUP = 'Pickup';

async function paymentMethodName(db: Database, pmNo: number): Promise<string> {
  const [row] = await db
    .select({ name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.pmNo, pmNo));
  return row?.name ?? PAYMENT_METHOD_NAMES[pmNo as PaymentMethodNo] ?? `Payment method ${pmNo}`;
}

async function cityName(db: Database, cityNo: number | null): Promise<string> {
  if (cityNo === null) return '';
  const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.cityNo, cityNo));
  return row?.name ?? '';
}

export async function orderDetail(db: Database, order: OrderRow): Promise<OrderDetail> {
  const [pmName, city, lines, history, settings, refunds, charged] = await Promise.all([
    paymentMethodName(db, order.pmNo),
    cityName(db, order.customerCityNo),
    db.select().from(orderLines).where(eq(orderLines.orderNo, order.orderNo)).orderBy(asc(orderLines.lineNo)),
    statusHistory(db, order),
    readShopSettings(db),
    orderRefunds(db, order.orderNo),
    cardCharged(db, order),
  ]);
  const total = toCents(order.totalAmount);
  const fee = cardFeePaid(total, charged);
  const pickup = await pickupPlace(db, order, settings);
  const address = {
    Name: order.customerName,
    Address: order.customerAddress,
    City: city,
    Island: order.deliverCountryNo === DELIVERY_COUNTRY_TOBAGO ? 'Tobago' : 'Trinidad',
    Mobile: order.customerMobile,
    Email: order.customerEmail || order.emailId,
  };
  return {
    OrderId: order.orderNo,
    DateAdded: shopDay(order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    PMNo: order.pmNo,
    PaymentMethod: pmName,
    IsPickup: order.isPickup ? 1 : 0,
    ShippingMethod: order.isPickup ? PICKUP : FLAT_SHIPPING_RATE,
    PaymentAddress: address,
    ShippingAddress: order.isPickup ? null : address,
    PickupAddress: pickup ? { Address: pickup.address, Phone: pickup.phone } : null,
    Remarks: order.remarks,
    Lines: lines.map((l) => ({
      ProductNo: l.productNo,
      ProductSKUNo: l.skuNo,
      ProductName: l.productName,
      // A product without a barcode (added in the back office or by CSV) is known by its number (docs/product.md#product-returns).
      Model: l.barcode || String(l.productNo),
      Color: l.color ?? '',
      Size: l.size ?? '',
      Quantity: l.quantity,
      Price: dollars(l.unitPrice),
      Total: dollars(l.lineTotal),
      ImageFilePath: l.imagePath ?? '',
    })),
    SubTotal: dollars(order.itemTotal),
    Shipping: dollars(order.freight),
    AreaCharge: dollars(order.areaCharge),
    DeliveryDay: order.isPickup ? null : order.deliveryDate,
    DiscountCode: order.discountCode,
    Discount: dollars(order.discount),
    Total: dollars(order.totalAmount),
    ...(fee > 0 ? { CardFee: fromCents(fee), Charged: fromCents(total + fee) } : {}),
    History: history.map((h) => ({ DateAdded: shopDay(h.at), Status: h.status, Comment: h.comment })),
    Refunds: refunds.map((r) => ({
      DateAdded: shopDay(new Date(r.at)),
      Amount: fromCents(r.amount),
      Method: REFUND_METHOD_NAMES[r.method],
      Reason: r.reason,
      RmaNo: r.rmaNo,
    })),
    Refunded: fromCents(refunds.reduce((sum, r) => sum + r.amount, 0)),
    ...(order.invoiceNo !== null && order.vatRateBasisPoints !== null
      ? {
          Invoice: {
            Number: invoiceLabel(order.invoiceNo),
            VatNumber: settings.vatNumber,
            VatIncluded: `VAT included at ${formatVatRate(order.vatRateBasisPoints)}: ${formatTT(
              vatContained(toCents(order.totalAmount), order.vatRateBasisPoints),
            )}`,
          },
        }
      : {}),
  };
}
