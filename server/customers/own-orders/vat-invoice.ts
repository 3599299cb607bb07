// An order's VAT invoice and the credit notes of its refunds, as printed for the customer and in the
// back office (docs/product.md#vat-invoices): one builder, so both copies say the same. Only an order
// that was given an invoice number has one; the VAT shown is the VAT the amount contains at the rate
// kept with the number, so a later change of the rate leaves invoices already given as they were.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, orderLines, paymentMethods, refunds } from '../../../database/schema';
import type { VatInvoice } from '../../../shop-rules/api/invoice';
import { DELIVERY_COUNTRY_TOBAGO, type PaymentMethodNo } from '../../../shop-rules/constants';
import { NO_INVOICE_YET } from '../../../shop-rules/messages/account';
import { fromCents, toCents } from '../../../shop-rules/money';
import { PAYMENT_METHOD_NAMES } from '../../../shop-rules/order-constants';
import type { ShopSettings } from '../../../shop-rules/settings';
import { shopDay } from '../../../shop-rules/shop-time';
import { variantOption } from '../../../shop-rules/variant-option';
import { creditNoteLabel, formatVatRate, invoiceLabel, vatContained } from '../../../shop-rules/vat';
import { NotFoundError } from '../../http/errors';
import { pickupPlace } from '../../orders/placing/pickup-place';
import { readShopSettings } from '../../settings/shop-settings';
import { dollars } from '../money-json';
import { cardCharged, cardFeePaid } from './card-charged';
import type { OrderRow } from './owned-order';

/** The order's invoice; 404 with NO_INVOICE_YET before it has a number. */
export async function vatInvoice(
  db: Database,
  order: OrderRow,
  defaults: Partial<ShopSettings> = {},
): Promise<VatInvoice> {
  const rate = order.vatRateBasisPoints;
  if (order.invoiceNo === null || rate === null) throw new NotFoundError(NO_INVOICE_YET);
  const [settings, method, city, lines, notes, charged] = await Promise.all([
    readShopSettings(db, defaults),
    db.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.pmNo, order.pmNo)),
    order.customerCityNo === null
      ? []
      : db.select({ name: cities.name }).from(cities).where(eq(cities.cityNo, order.customerCityNo)),
    db.select().from(orderLines).where(eq(orderLines.orderNo, order.orderNo)).orderBy(asc(orderLines.lineNo)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderNo, order.orderNo), isNotNull(refunds.creditNoteNo)))
      .orderBy(asc(refunds.creditNoteNo)),
    cardCharged(db, order),
  ]);
  const pickup = await pickupPlace(db, order, settings);
  const island = order.deliverCountryNo === DELIVERY_COUNTRY_TOBAGO ? 'Tobago' : 'Trinidad';
  const total = toCents(order.totalAmount);
  const fee = cardFeePaid(total, charged);
  return {
    Number: invoiceLabel(order.invoiceNo),
    OrderId: order.orderNo,
    OrderDate: order.orderDate,
    Shop: {
      Name: settings.shopName,
      Address: settings.postalAddress,
      Phone: settings.contactPhone,
      Email: settings.ordersEmail,
      VatNumber: settings.vatNumber,
    },
    Customer: { Name: order.customerName, Mobile: order.customerMobile },
    IsPickup: order.isPickup,
    Place: pickup
      ? pickup.address
      : [order.customerAddress, city[0]?.name, island].filter((part) => part?.trim()).join(', '),
    PaymentMethod:
      method[0]?.name ?? PAYMENT_METHOD_NAMES[order.pmNo as PaymentMethodNo] ?? `Payment method ${order.pmNo}`,
    PaymentStatus: order.paymentStatus,
    Lines: lines.map((l) => ({
      ProductName: l.productName,
      Option: variantOption(l),
      Quantity: l.quantity,
      Price: dollars(l.unitPrice),
      Total: dollars(l.lineTotal),
    })),
    SubTotal: dollars(order.itemTotal),
    Shipping: dollars(order.freight),
    DiscountCode: order.discountCode,
    Discount: dollars(order.discount),
    Total: fromCents(total),
    ...(fee > 0 ? { CardFee: fromCents(fee), Charged: fromCents(total + fee) } : {}),
    VatRate: formatVatRate(rate),
    Vat: fromCents(vatContained(total, rate)),
    CreditNotes: notes.map((n) => {
      const amount = toCents(n.amount);
      const noteRate = n.vatRateBasisPoints ?? rate;
      return {
        Number: creditNoteLabel(n.creditNoteNo!),
        DateAdded: shopDay(n.createdAt),
        Amount: fromCents(amount),
        VatRate: formatVatRate(noteRate),
        Vat: fromCents(vatContained(amount, noteRate)),
        Reason: n.reason,
      };
    }),
  };
}
