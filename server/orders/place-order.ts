// Saving an order: re-price it, then in ONE transaction the order, its lines, its first status
// and (for card orders) its payment row, with the stock taken. A repeat of the same idempotency key
// gets the first answer back instead of a second order.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { cities, orderLines, orderStatusHistory, orders, paymentMethods, payments, shops } from '../../database/schema';
import { SOURCE_DIRECT_ORDER } from '../../shop-rules/constants';
import { isTrinidad } from '../../shop-rules/freight';
import {
  CITY_UNKNOWN,
  cityOnOtherIsland,
  PAYMENT_METHOD_UNAVAILABLE,
  PICKUP_POINT_UNKNOWN,
} from '../../shop-rules/messages/orders';
import type { Cents } from '../../shop-rules/money';
import { centsToDecimal } from '../../shop-rules/money';
import { BadRequestError } from '../http/validate';
import { readShopSettings } from '../settings/shop-settings';
import { claimDiscountUse } from './discount-code';
import { findOrderByKey, isDuplicateKey, replayOf, requestHash } from './idempotency';
import type { OrderRequest } from './order-body';
import { orderDate } from './order-date';
import { OrderRefusal } from './order-refusal';
import { orderRulesOf } from './order-rules';
import { type PricedOrder, type PricedOrderLine, priceOrder } from './price-order';
import { takeStock } from './stock';
import type { Transaction } from './transaction';

export interface PlaceOrderInput {
  request: OrderRequest;
  idempotencyKey: string | null;
  customerNo: number | null;
  /** Card orders wait for WiPay: payment status AwaitingPayment and a payments row; their answer is stored later. */
  card: boolean;
  /** The answer a repeat of this order gets; for card orders it is stored once WiPay has answered. */
  answer?: (order: { orderNo: number; total: Cents }) => Record<string, unknown>;
  /** More writes that commit with the order or not at all (its mails: docs/decisions/0022). */
  sameTransaction?: (tx: Transaction, orderNo: number) => Promise<void>;
  now?: Date;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderNo: number; total: Cents; priced: PricedOrder }
  /** answer is null while the first attempt is still waiting for WiPay. */
  | { kind: 'repeat'; orderNo: number; answer: unknown };

async function shopNameFor(db: Database, request: OrderRequest, priced: PricedOrder): Promise<string> {
  if (request.shopName) return request.shopName;
  if (request.source === SOURCE_DIRECT_ORDER) return priced.lines[0]?.product.brand ?? '';
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.shopNo, request.shopNo));
  return shop?.name ?? '';
}

/** A method the staff switched off is refused; a shop with no methods listed takes the three of the spec. */
async function checkPaymentMethod(db: Database, pmNo: number) {
  const [method] = await db
    .select({ active: paymentMethods.active })
    .from(paymentMethods)
    .where(eq(paymentMethods.pmNo, pmNo));
  if (method && !method.active) throw new OrderRefusal(PAYMENT_METHOD_UNAVAILABLE);
}

/** The city must be on the list, and (for a delivery) on the island chosen: freight follows the island. */
async function checkCity(db: Database, request: OrderRequest) {
  const cityNo = request.customerCityNo;
  if (cityNo === null) return;
  const [city] = await db
    .select({ name: cities.name, island: cities.island })
    .from(cities)
    .where(and(eq(cities.cityNo, cityNo), eq(cities.active, true)));
  if (!city) throw new OrderRefusal(CITY_UNKNOWN);
  if (request.isPickup) return;
  const cityInTrinidad = city.island === 'Trinidad';
  // Contradictory input, not a business refusal: a clear 400 (docs/decisions/0032).
  if (cityInTrinidad !== isTrinidad(request.deliverCountryNo)) {
    throw new BadRequestError(cityOnOtherIsland(city.name, city.island), [
      { field: 'ODeliverCountryNo', message: cityOnOtherIsland(city.name, city.island) },
    ]);
  }
}

/** A named pickup point must be an open shop the staff marked as one. */
async function checkPickupPoint(db: Database, shopNo: number | null) {
  if (shopNo === null) return;
  const [shop] = await db
    .select({ shopNo: shops.shopNo })
    .from(shops)
    .where(and(eq(shops.shopNo, shopNo), eq(shops.pickupPoint, true), eq(shops.active, true)));
  if (!shop) throw new OrderRefusal(PICKUP_POINT_UNKNOWN);
}

/** One priced line as the order keeps it (also a line the staff add to an order: server/backoffice/order-edit.ts). */
export function orderLineRow(orderNo: number, l: PricedOrderLine): typeof orderLines.$inferInsert {
  return {
    orderNo,
    productNo: l.product.productNo,
    skuNo: l.variant?.skuNo ?? null,
    productName: l.product.name,
    barcode: l.product.barcode,
    color: l.variant?.color ?? null,
    size: l.variant?.size ?? null,
    quantity: l.request.quantity,
    unitPrice: centsToDecimal(l.price.unitPrice),
    lineTotal: centsToDecimal(l.price.total),
    freeDelivery: l.price.freeDelivery,
    imagePath: l.product.imagePath,
  };
}

async function insertOrder(
  tx: Transaction,
  input: PlaceOrderInput,
  hash: string,
  priced: PricedOrder,
  shopName: string,
) {
  const { request } = input;
  const [row] = await tx
    .insert(orders)
    .values({
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      customerNo: input.customerNo,
      customerMobile: request.customerMobile,
      customerName: request.customerName,
      emailId: request.emailId,
      customerEmail: request.customerEmail,
      customerAddress: request.customerAddress,
      customerCityNo: request.customerCityNo,
      deliverCountryNo: request.deliverCountryNo,
      countryNo: request.countryNo,
      isPickup: request.isPickup,
      pickupShopNo: request.pickupShopNo,
      pmNo: request.pmNo,
      remarks: request.remarks,
      storeNo: request.storeNo,
      invoiceStoreName: request.invoiceStoreName,
      shopNo: request.shopNo,
      shopName,
      source: request.source,
      orderDate: orderDate(input.now ?? new Date()),
      deliveryDate: request.deliveryDate,
      itemTotal: centsToDecimal(priced.itemTotal),
      freight: centsToDecimal(priced.freight),
      totalAmount: centsToDecimal(priced.total),
      discountCodeNo: priced.discount?.codeNo ?? null,
      discountCode: priced.discount?.code ?? null,
      discount: centsToDecimal(priced.discount?.amount ?? 0),
      status: 'Pending',
      paymentStatus: input.card ? 'AwaitingPayment' : 'Unpaid',
    })
    .returning({ orderNo: orders.orderNo });
  return row!.orderNo;
}

async function saveInTransaction(
  db: Database,
  input: PlaceOrderInput,
  hash: string,
  priced: PricedOrder,
  shopName: string,
) {
  return db.transaction(async (tx) => {
    // The order row first: a concurrent duplicate key waits here on the unique index, before any stock is touched.
    const orderNo = await insertOrder(tx, input, hash, priced, shopName);
    await tx.insert(orderLines).values(priced.lines.map((l) => orderLineRow(orderNo, l)));
    await tx.insert(orderStatusHistory).values({ orderNo, status: 'Pending', comment: 'Order placed.' });
    if (input.card) {
      await tx.insert(payments).values({
        orderNo,
        provider: 'wipay',
        status: 'AwaitingPayment',
        originalTotal: centsToDecimal(priced.total),
        currency: 'TTD',
      });
    }
    if (input.answer && !input.card) {
      await tx
        .update(orders)
        .set({ firstAnswer: input.answer({ orderNo, total: priced.total }) })
        .where(eq(orders.orderNo, orderNo));
    }
    // The code's use is counted here, so a code that ran out meanwhile refuses the order and nothing is saved.
    if (priced.discount) await claimDiscountUse(tx, priced.discount, input.request.customerMobile, orderNo);
    await input.sameTransaction?.(tx, orderNo);
    // The stock last: its rows are the ones every buyer of a product waits for, so they are locked
    // only for this statement and the commit, not for the writes above (docs/decisions/0034). A
    // shortfall still throws and rolls everything back.
    await takeStock(
      tx,
      priced.lines.map((l) => ({
        productNo: l.product.productNo,
        skuNo: l.variant?.skuNo ?? null,
        quantity: l.request.quantity,
        label: l.label,
      })),
      { reason: 'order', orderNo },
    );
    return orderNo;
  });
}

export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const hash = requestHash(input.request);
  const key = input.idempotencyKey;
  if (key) {
    const earlier = await findOrderByKey(db, key);
    if (earlier) return { kind: 'repeat', orderNo: earlier.orderNo, answer: replayOf(earlier, hash) };
  }
  // Side by side (one round trip's wait instead of four); a refusal is reported in this order.
  const [method, city, pickup, read] = await Promise.allSettled([
    checkPaymentMethod(db, input.request.pmNo),
    checkCity(db, input.request),
    checkPickupPoint(db, input.request.pickupShopNo),
    readShopSettings(db),
  ]);
  for (const check of [method, city, pickup, read]) if (check.status === 'rejected') throw check.reason;
  const settings = (read as PromiseFulfilledResult<Awaited<ReturnType<typeof readShopSettings>>>).value;
  // Priced before the transaction for the shop name; the stock is checked again by takeStock inside it.
  const priced = await priceOrder(db, input.request, orderRulesOf(settings), input.now);
  const shopName = await shopNameFor(db, input.request, priced);
  try {
    const orderNo = await saveInTransaction(db, input, hash, priced, shopName);
    return { kind: 'placed', orderNo, total: priced.total, priced };
  } catch (err) {
    if (!key || !isDuplicateKey(err)) throw err;
    // A concurrent duplicate won the key: answer as it did.
    const earlier = await findOrderByKey(db, key);
    if (!earlier) throw err;
    return { kind: 'repeat', orderNo: earlier.orderNo, answer: replayOf(earlier, hash) };
  }
}
