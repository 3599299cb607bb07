// One order as the staff see it: customer, address, lines, totals, payments, status history with who
// changed it, the return requests, and which steps are possible now.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import {
  cities,
  orderLines,
  orderStatusHistory,
  orders,
  paymentMethods,
  payments,
  returnRequests,
  staffUsers,
} from '../../../database/schema';
import {
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  type PaymentMethodNo,
} from '../../../shop-rules/constants';
import { toCents } from '../../../shop-rules/money';
import {
  type OrderStatus,
  orderSourceName,
  PAYMENT_METHOD_NAMES,
  ORDER_PROGRESS as PROGRESS,
} from '../../../shop-rules/order-constants';
import { variantOption } from '../../../shop-rules/variant-option';
import { shipBlocker } from '../../orders/can-ship';
import { CANCELLABLE_STATUSES } from '../../orders/cancel-order';
import { GOODS_GONE } from '../../orders/order-status';
import { orderRoadForStaff } from '../delivery';
import { flaggedReturns, paymentView } from '../payments';
import { notFound } from '../shared/errors';
import { mayEditOrder, paymentBalance } from './order-edit';

/** The statuses an order may move to from here, and why shipping is blocked if it is. */
export function nextSteps(order: { status: string; pmNo: number; paymentStatus: string }) {
  const at = PROGRESS.indexOf(order.status as OrderStatus);
  const blocker = shipBlocker(order);
  const forward =
    order.status === 'Cancelled' || at < 0
      ? []
      : PROGRESS.slice(at + 1).filter((s) => !(blocker && GOODS_GONE.includes(s)));
  const cancellable = (CANCELLABLE_STATUSES as readonly string[]).includes(order.status);
  return {
    statuses: [...forward, ...(cancellable ? ['Cancelled' as const] : [])],
    shipBlocker: order.status === 'Cancelled' ? null : blocker,
  };
}

type OrderRow = typeof orders.$inferSelect;

/** The order's head as the page shows it: who, where, how paid, and its money in cents. */
function orderHead(order: OrderRow, cityName: string | undefined, methodName: string | undefined) {
  return {
    orderNo: order.orderNo,
    orderDate: order.orderDate,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    invoiceNo: order.invoiceNo,
    pmNo: order.pmNo,
    paymentMethod: methodName ?? PAYMENT_METHOD_NAMES[order.pmNo as PaymentMethodNo] ?? `Method ${order.pmNo}`,
    isPickup: order.isPickup,
    island: order.deliverCountryNo === 1 ? 'Trinidad' : 'Tobago',
    source: orderSourceName(order.source),
    shopNo: order.shopNo,
    shopName: order.shopName,
    customerNo: order.customerNo,
    customerName: order.customerName,
    customerMobile: order.customerMobile,
    customerEmail: order.customerEmail || order.emailId,
    address: order.customerAddress,
    city: cityName ?? '',
    remarks: order.remarks,
    itemTotal: toCents(order.itemTotal),
    freight: toCents(order.freight),
    discountCode: order.discountCode,
    discount: toCents(order.discount),
    total: toCents(order.totalAmount),
  };
}

const lineView = (l: typeof orderLines.$inferSelect) => ({
  lineNo: l.lineNo,
  productNo: l.productNo,
  skuNo: l.skuNo,
  name: l.productName,
  barcode: l.barcode,
  option: variantOption(l),
  quantity: l.quantity,
  unitPrice: toCents(l.unitPrice),
  lineTotal: toCents(l.lineTotal),
  freeDelivery: l.freeDelivery,
});

/** Everything the page shows beside the order's own row, read at once. */
function orderSurroundings(db: Database, order: OrderRow) {
  const { orderNo } = order;
  return Promise.all([
    order.customerCityNo === null
      ? []
      : db.select({ name: cities.name }).from(cities).where(eq(cities.cityNo, order.customerCityNo)),
    db.select({ name: paymentMethods.name }).from(paymentMethods).where(eq(paymentMethods.pmNo, order.pmNo)),
    db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo)).orderBy(asc(orderLines.lineNo)),
    db.select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(desc(payments.paymentNo)),
    db
      .select({
        status: orderStatusHistory.status,
        comment: orderStatusHistory.comment,
        at: orderStatusHistory.createdAt,
        staffName: staffUsers.name,
      })
      .from(orderStatusHistory)
      .leftJoin(staffUsers, eq(staffUsers.staffUserNo, orderStatusHistory.staffUserNo))
      .where(eq(orderStatusHistory.orderNo, orderNo))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.entryNo)),
    db.select().from(returnRequests).where(eq(returnRequests.orderNo, orderNo)).orderBy(asc(returnRequests.rmaNo)),
    flaggedReturns(db, orderNo),
  ]);
}

export async function orderPage(db: Database, orderNo: number) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw notFound('order');
  const [city, method, lines, paymentRows, history, returns, flags] = await orderSurroundings(db, order);
  const steps = nextSteps(order);
  const road = await orderRoadForStaff(db, orderNo, order.deliveryAreaNo);
  const paid = paymentRows.filter((p) => p.status === 'Paid').reduce((sum, p) => sum + toCents(p.originalTotal), 0);
  const open = order.paymentStatus !== 'Paid' && order.status !== 'Cancelled';
  return {
    order: {
      ...orderHead(order, city[0]?.name, method[0]?.name),
      // Delivery areas and the road (decisions 0080, 0081).
      areaCharge: toCents(order.areaCharge),
      areaName: road.areaName,
      deliveryDate: order.deliveryDate,
      failedAttempts: order.failedAttempts,
      roadState: order.roadState,
    },
    deliveryAttempts: road.attempts,
    lines: lines.map(lineView),
    payments: paymentRows.map(paymentView),
    flaggedReturns: flags,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    returns: returns.map((r) => ({
      rmaNo: r.rmaNo,
      productName: r.productName,
      quantity: r.quantity,
      status: r.status,
    })),
    nextStatuses: steps.statuses,
    shipBlocker: steps.shipBlocker,
    canConfirmTransfer: order.pmNo === PAYMENT_METHOD_BANK_TRANSFER && open,
    canEdit: mayEditOrder(order),
    /** A paid order changed since: what to refund or collect. */
    balance: order.paymentStatus === 'Paid' ? paymentBalance(toCents(order.totalAmount), paid) : null,
    canRecordCash: order.pmNo === PAYMENT_METHOD_CASH_ON_DELIVERY && open,
  };
}

export type OrderPage = Awaited<ReturnType<typeof orderPage>>;
