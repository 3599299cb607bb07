// Return requests (RMA): saved against one of the customer's own orders, for a product in it, never
// for more units than were ordered less those already asked back.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { orderLines, orders, returnRequests } from '../../../database/schema';
import type { CustomerReturn } from '../../../shop-rules/api/account';
import {
  GUEST_ORDER_NOT_FOUND,
  ORDER_NOT_FOUND,
  RETURN_ORDER_CANCELLED,
  RETURN_PRODUCT_NOT_IN_ORDER,
  returnNotArrived,
  returnQuantityTooHigh,
  returnSaved,
} from '../../../shop-rules/messages/account';
import { RETURN_REASONS } from '../../../shop-rules/order-constants';
import { shopDay } from '../../../shop-rules/shop-time';
import { NotFoundError } from '../../http/errors';
import { BadRequestError } from '../../http/input/validate';
import type { ReturnRequestInput } from './return-form';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type LineRow = { productName: string; barcode: string; quantity: number };

// The product code is the line's barcode (the page's 'model'); the name settles codes shared by lines.
export function matchingLines<T extends LineRow>(lines: T[], productCode: string, productName: string): T[] {
  const byCode = lines.filter((l) => l.barcode !== '' && same(l.barcode, productCode));
  if (byCode.length) {
    const byBoth = byCode.filter((l) => same(l.productName, productName));
    return byBoth.length ? byBoth : byCode;
  }
  return lines.filter((l) => same(l.productName, productName));
}

/**
 * Who asks: a signed-in customer (their own orders), or a guest who names the order and the mobile it was
 * placed with, as for order tracking (docs/decisions/0032).
 */
export type ReturnOwner = { customerNo: number } | { guestMobile: string };

export async function saveReturnRequest(db: Database, owner: ReturnOwner, input: ReturnRequestInput) {
  const customerNo = 'customerNo' in owner ? owner.customerNo : null;
  const ownsOrder =
    'customerNo' in owner ? eq(orders.customerNo, owner.customerNo) : eq(orders.customerMobile, owner.guestMobile);
  const notFound = 'customerNo' in owner ? ORDER_NOT_FOUND : GUEST_ORDER_NOT_FOUND;
  if (input.orderNo === null) throw new NotFoundError(notFound);
  const orderNo = input.orderNo;
  const rmaNo = await db.transaction(async (tx) => {
    // Locking the order makes two requests for the same product count each other's units.
    const [order] = await tx
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        orderDate: orders.orderDate,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), ownsOrder))
      .for('update');
    if (!order) throw new NotFoundError(notFound);
    if (order.status === 'Cancelled') throw new BadRequestError(RETURN_ORDER_CANCELLED);
    // Only what has reached the shopper can come back (docs/decisions/0058).
    if (order.status !== 'Arrived') throw new BadRequestError(returnNotArrived(order.status));

    const lines = await tx
      .select({ productName: orderLines.productName, barcode: orderLines.barcode, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderNo, orderNo));
    const matched = matchingLines(lines, input.productCode, input.productName);
    if (!matched.length) throw new BadRequestError(RETURN_PRODUCT_NOT_IN_ORDER);
    const line = matched[0]!;
    const productCode = line.barcode || input.productCode;
    const ordered = matched.reduce((sum, l) => sum + l.quantity, 0);

    const earlier = await tx
      .select({
        productName: returnRequests.productName,
        productCode: returnRequests.productCode,
        quantity: returnRequests.quantity,
      })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderNo, orderNo), ne(returnRequests.status, 'Refused')));
    const asked = earlier
      .filter((r) =>
        matched.some((l) => same(r.productName, l.productName) && same(r.productCode, l.barcode || input.productCode)),
      )
      .reduce((sum, r) => sum + r.quantity, 0);
    const returnable = ordered - asked;
    if (input.quantity > returnable) throw new BadRequestError(returnQuantityTooHigh(Math.max(0, returnable)));

    const [saved] = await tx
      .insert(returnRequests)
      .values({
        orderNo,
        customerNo,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        telephone: input.telephone,
        orderDate: order.orderDate,
        productName: line.productName,
        productCode,
        quantity: input.quantity,
        returnReasonId: input.returnReasonId,
        opened: input.opened,
        details: input.details,
      })
      .returning({ rmaNo: returnRequests.rmaNo });
    return saved!.rmaNo;
  });
  return { success: true as const, RmaNo: rmaNo, msg: returnSaved(rmaNo) };
}

const reasonName = (id: number) =>
  RETURN_REASONS.find((r) => r.id === id)?.name.replace(/, please supply details$/, '') ?? '';

export async function customerReturns(db: Database, customerNo: number): Promise<CustomerReturn[]> {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.customerNo, customerNo))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.rmaNo));
  return rows.map((r) => ({
    RmaNo: r.rmaNo,
    OrderId: r.orderNo,
    DateOrdered: r.orderDate,
    DateAdded: shopDay(r.createdAt),
    ProductName: r.productName,
    Model: r.productCode,
    Quantity: r.quantity,
    ReturnReasonId: r.returnReasonId,
    ReturnReason: reasonName(r.returnReasonId),
    Opened: r.opened ? 1 : 0,
    Details: r.details,
    Status: r.status,
    StaffComment: r.staffComment,
  }));
}
