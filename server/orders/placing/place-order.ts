// Saving an order: re-price it, then in ONE transaction the order, its lines, its first status
// and (for card orders) its payment row, with the stock taken. A repeat of the same idempotency key
// gets the first answer back instead of a second order. An order costs two round trips: one read of
// all it is checked against, then one statement that writes the order, its rows and its stock, which
// is its own transaction. An order with a discount code, or with writes of its caller (a card
// payment, a phone order), takes a transaction instead: the order statement, the code's use and the
// caller's writes, then the stock in one statement (docs/decisions/0045, 0048).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { type orderLines, orders } from '../../../database/schema';
import { channelOf } from '../../../shop-rules/channels';
import { SOURCE_DIRECT_ORDER } from '../../../shop-rules/constants';
import { isTrinidad } from '../../../shop-rules/freight';
import {
  CITY_UNKNOWN,
  cityOnOtherIsland,
  PAYMENT_METHOD_UNAVAILABLE,
  PICKUP_POINT_UNKNOWN,
} from '../../../shop-rules/messages/orders';
import type { Cents } from '../../../shop-rules/money';
import { centsToDecimal } from '../../../shop-rules/money';
import { shopDay } from '../../../shop-rules/shop-time';
import { BadRequestError } from '../../http/input/validate';
import type { OutboxMail } from '../../mail/mail-outbox';
import { shopSettingsOf } from '../../settings/shop-settings';
import { moveParts, refusalForShortfall, type StockItem, takeStock, takingMoves } from '../stock';
import { type DeliveryTerms, deliveryTermsOf } from '../terms/delivery-terms';
import { claimDiscountUse } from '../terms/discount-code';
import type { Transaction } from '../transaction';
import { findOrderByKey, isDuplicateKey, replayOf, requestHash } from './idempotency';
import type { OrderRequest } from './order-body';
import { type OrderContext, readOrderContext } from './order-context';
import { OrderRefusal } from './order-refusal';
import { orderRowsParts } from './order-rows';
import { orderRulesOf } from './order-rules';
import { type PricedOrder, type PricedOrderLine, priceOrder } from './price-order';

export interface PlaceOrderInput {
  request: OrderRequest;
  idempotencyKey: string | null;
  customerNo: number | null;
  /** Card orders wait for WiPay: payment status AwaitingPayment and a payments row; their answer is stored later. */
  card: boolean;
  /** The answer a repeat of this order gets; for card orders it is stored once WiPay has answered. */
  answer?: (order: { orderNo: number; total: Cents }) => Record<string, unknown>;
  /** Mails written with the order, in the statement of its lines (its confirmation: docs/decisions/0022). */
  mails?: (order: NewOrderFacts) => OutboxMail[];
  /** More writes that commit with the order or not at all. */
  sameTransaction?: (tx: Transaction, orderNo: number) => Promise<void>;
  now?: Date;
}

/** An order being placed, as its transaction writes it: what its mails are rendered from. */
export interface NewOrderFacts {
  orderNo: number;
  orderDate: string;
  request: OrderRequest;
  priced: PricedOrder;
  /** The city's name, when the order names one. */
  cityName: string | null;
  /** The pickup point's row, when the order names one. */
  pickupShop: OrderContext['pickupShop'];
  /** The stored settings row the order was priced under. */
  storedSettings: unknown;
  /** The delivery day stored: the one chosen, or the area's first (decision 0080). */
  deliveryDate: string | null;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderNo: number; total: Cents; priced: PricedOrder }
  /** answer is null while the first attempt is still waiting for WiPay. */
  | { kind: 'repeat'; orderNo: number; answer: unknown };

function shopNameFor(request: OrderRequest, priced: PricedOrder, context: OrderContext): string {
  if (request.shopName) return request.shopName;
  if (request.source === SOURCE_DIRECT_ORDER) return priced.lines[0]?.product.brand ?? '';
  return context.shopName ?? '';
}

/**
 * A method the staff switched off is refused (a shop with no methods listed takes the three of the
 * spec); the city must be on the list, and (for a delivery) on the island chosen, as freight follows
 * the island; a named pickup point must be an open shop the staff marked as one. Refusals in that order.
 */
function checkOrderContext(request: OrderRequest, context: OrderContext) {
  if (context.paymentMethodActive === false) throw new OrderRefusal(PAYMENT_METHOD_UNAVAILABLE);
  if (request.customerCityNo !== null) {
    const { city } = context;
    if (!city) throw new OrderRefusal(CITY_UNKNOWN);
    const cityInTrinidad = city.island === 'Trinidad';
    // Contradictory input, not a business refusal: a clear 400 (docs/decisions/0032).
    if (!request.isPickup && cityInTrinidad !== isTrinidad(request.deliverCountryNo)) {
      throw new BadRequestError(cityOnOtherIsland(city.name, city.island), [
        { field: 'ODeliverCountryNo', message: cityOnOtherIsland(city.name, city.island) },
      ]);
    }
  }
  if (request.pickupShopNo !== null && !context.pickupShop) throw new OrderRefusal(PICKUP_POINT_UNKNOWN);
}

/** One priced line as the order keeps it (also a line the staff add to an order: server/backoffice/orders/order-edit.ts). */
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

/** What an order writes, known before its statement runs (its number included). */
interface OrderWrite {
  input: PlaceOrderInput;
  hash: string;
  priced: PricedOrder;
  context: OrderContext;
  terms: DeliveryTerms;
}

/** The order's own row, as the first part of the statement that writes it. */
function orderRowPart(db: Database, write: OrderWrite, date: string): SQL {
  const { input, hash, priced, context } = write;
  const { request } = input;
  const { orderNo } = context;
  const insert = db
    .insert(orders)
    .values({
      orderNo,
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
      shopName: shopNameFor(request, priced, context),
      source: request.source,
      orderDate: date,
      deliveryDate: write.terms.deliveryDate,
      areaCharge: centsToDecimal(write.terms.areaCharge),
      deliveryAreaNo: write.terms.areaNo,
      itemTotal: centsToDecimal(priced.itemTotal),
      freight: centsToDecimal(priced.freight),
      totalAmount: centsToDecimal(priced.total),
      discountCodeNo: priced.discount?.codeNo ?? null,
      discountCode: priced.discount?.code ?? null,
      discount: centsToDecimal(priced.discount?.amount ?? 0),
      channel: channelOf(request.visit),
      visitSource: request.visit ?? null,
      whatsappUpdates: request.whatsappUpdates ?? false,
      status: 'Pending',
      paymentStatus: input.card ? 'AwaitingPayment' : 'Unpaid',
      // What a repeat of this key is answered; a card order's is stored once WiPay has answered.
      firstAnswer: input.answer && !input.card ? input.answer({ orderNo, total: priced.total }) : null,
    })
    .returning({ orderNo: orders.orderNo });
  return sql`order_row AS (${insert.getSQL()})`;
}

/** The order row and the rows after it: the parts every order's statement starts with. */
function orderParts(db: Database, write: OrderWrite): SQL[] {
  const { input, priced, context } = write;
  const { orderNo } = context;
  const date = shopDay(input.now ?? new Date());
  const facts: NewOrderFacts = {
    orderNo,
    orderDate: date,
    request: input.request,
    priced,
    cityName: input.request.customerCityNo === null ? null : (context.city?.name ?? null),
    pickupShop: context.pickupShop,
    storedSettings: context.storedSettings,
    deliveryDate: write.terms.deliveryDate,
  };
  return [
    orderRowPart(db, write, date),
    ...orderRowsParts({
      orderNo,
      lines: priced.lines.map((l) => orderLineRow(orderNo, l)),
      cardPayment: input.card ? { originalTotal: centsToDecimal(priced.total) } : null,
      mails: input.mails?.(facts) ?? [],
    }),
  ];
}

const stockItemsOf = (priced: PricedOrder): StockItem[] =>
  priced.lines.map((l) => ({
    productNo: l.product.productNo,
    skuNo: l.variant?.skuNo ?? null,
    quantity: l.request.quantity,
    label: l.label,
  }));

/**
 * Most orders: ONE statement, which is its own transaction. Its stock moves wait for the order row,
 * so a concurrent duplicate key still waits on the unique index before any stock is touched, and the
 * stock rows are locked only for the rest of the statement and its commit, with no round trip to
 * this server in between. A shortfall raises an error in the statement, so nothing of it is kept.
 */
async function saveInOneStatement(db: Database, write: OrderWrite): Promise<void> {
  const items = stockItemsOf(write.priced);
  const stock = moveParts(takingMoves(items), { reason: 'order', orderNo: write.context.orderNo }, sql`order_row`);
  const parts = [...orderParts(db, write), ...stock.parts];
  try {
    await db.execute(sql`WITH ${sql.join(parts, sql`, `)}
      SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ${stock.last}) THEN shop_stock_ran_short() END AS short`);
  } catch (err) {
    throw await refusalForShortfall(db, err, items);
  }
}

/**
 * An order with a discount code or with its caller's writes: a transaction, with the stock still the
 * last thing it touches, so its rows are locked only for that statement and the commit
 * (docs/decisions/0034). The code's use is counted inside it, so a code that ran out meanwhile
 * refuses the order and nothing is saved.
 */
async function saveInTransaction(db: Database, write: OrderWrite): Promise<void> {
  const { input, priced, context } = write;
  await db.transaction(async (tx) => {
    // The order row first: a concurrent duplicate key waits here on the unique index, before any stock is touched.
    await tx.execute(sql`WITH ${sql.join(orderParts(db, write), sql`, `)} SELECT 1`);
    if (priced.discount) await claimDiscountUse(tx, priced.discount, input.request.customerMobile, context.orderNo);
    await input.sameTransaction?.(tx, context.orderNo);
    await takeStock(tx, stockItemsOf(priced), { reason: 'order', orderNo: context.orderNo });
  });
}

export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const hash = requestHash(input.request);
  const key = input.idempotencyKey;
  const context = await readOrderContext(db, input.request, key);
  if (context.earlier)
    return { kind: 'repeat', orderNo: context.earlier.orderNo, answer: replayOf(context.earlier, hash) };
  checkOrderContext(input.request, context);
  const settings = shopSettingsOf(context.storedSettings);
  // Priced before the transaction for the shop name; the stock is checked again by takeStock inside it.
  const base = await priceOrder(db, input.request, orderRulesOf(settings), input.now, context.ordered);
  const terms = deliveryTermsOf(input.request, context, settings, base, input.now ?? new Date());
  const priced: PricedOrder =
    terms.areaName === null
      ? base
      : { ...base, area: { name: terms.areaName, charge: terms.areaCharge }, total: base.total + terms.areaCharge };
  try {
    const write: OrderWrite = { input, hash, priced, context, terms };
    if (priced.discount || input.sameTransaction) await saveInTransaction(db, write);
    else await saveInOneStatement(db, write);
    return { kind: 'placed', orderNo: context.orderNo, total: priced.total, priced };
  } catch (err) {
    if (!key || !isDuplicateKey(err)) throw err;
    // A concurrent duplicate won the key: answer as it did.
    const earlier = await findOrderByKey(db, key);
    if (!earlier) throw err;
    return { kind: 'repeat', orderNo: earlier.orderNo, answer: replayOf(earlier, hash) };
  }
}
