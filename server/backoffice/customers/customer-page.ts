// One customer in the back office (docs/product.md#customers): their details, orders, return
// requests, how many products their wishlist holds, and the mails the shop wrote to them. Owners
// block and unblock the account here; the audit log keeps who did it.
import { count, desc, eq, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { customers, mailOutbox, orders, returnRequests, wishlistItems } from '../../../database/schema';
import type { MailStatus } from '../../../shop-rules/mail-status';
import { CUSTOMER_ALREADY_BLOCKED, CUSTOMER_NOT_BLOCKED } from '../../../shop-rules/messages/backoffice';
import { toCents } from '../../../shop-rules/money';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError, notFound } from '../shared/errors';
import { paidTotal, placedOrders } from './customer-figures';

/** The most orders, returns and mails the page lists (newest first). */
const SHOWN = 100;

/** The customer's own row, with their orders and paid total. */
async function customerRow(db: Database, customerNo: number) {
  const [c] = await db
    .select({
      customerNo: customers.customerNo,
      name: customers.name,
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      email: customers.email,
      telephone: customers.telephone,
      address: customers.address,
      createdAt: customers.createdAt,
      blockedAt: customers.blockedAt,
      orders: placedOrders,
      spent: paidTotal,
    })
    .from(customers)
    .where(eq(customers.customerNo, customerNo));
  if (!c) throw notFound('customer');
  return c;
}

/** Their latest orders and return requests (their own, and those on their orders). */
function ordersAndReturns(db: Database, customerNo: number, theirOrders: SQLWrapper) {
  return Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        orderDate: orders.orderDate,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(eq(orders.customerNo, customerNo))
      .orderBy(desc(orders.orderNo))
      .limit(SHOWN),
    db
      .select({
        rmaNo: returnRequests.rmaNo,
        orderNo: returnRequests.orderNo,
        productName: returnRequests.productName,
        quantity: returnRequests.quantity,
        status: returnRequests.status,
        createdAt: returnRequests.createdAt,
      })
      .from(returnRequests)
      .where(or(eq(returnRequests.customerNo, customerNo), inArray(returnRequests.orderNo, theirOrders)))
      .orderBy(desc(returnRequests.rmaNo))
      .limit(SHOWN),
  ]);
}

/** Mails about their orders, and any other mail to their address (a guest order with the same e-mail). */
function mailsToThem(db: Database, email: string | null, theirOrders: SQLWrapper) {
  return db
    .select({
      mailNo: mailOutbox.mailNo,
      subject: mailOutbox.subject,
      to: mailOutbox.toAddress,
      orderNo: mailOutbox.orderNo,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      or(
        inArray(mailOutbox.orderNo, theirOrders),
        email ? sql`lower(${mailOutbox.toAddress}) = lower(${email})` : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.mailNo))
    .limit(SHOWN);
}

export async function customerPage(db: Database, customerNo: number) {
  const c = await customerRow(db, customerNo);
  const theirOrders = db.select({ n: orders.orderNo }).from(orders).where(eq(orders.customerNo, customerNo));
  const [[orderRows, returnRows], [wishlist], mailRows] = await Promise.all([
    ordersAndReturns(db, customerNo, theirOrders),
    db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerNo, customerNo)),
    mailsToThem(db, c.email, theirOrders),
  ]);
  return {
    customer: {
      customerNo: c.customerNo,
      name: c.name,
      firstName: c.firstName,
      lastName: c.lastName,
      mobile: c.mobile,
      email: c.email,
      telephone: c.telephone,
      address: c.address,
      registered: c.createdAt.toISOString(),
      blockedAt: c.blockedAt?.toISOString() ?? null,
      orders: c.orders,
      spentCents: toCents(c.spent),
    },
    orders: orderRows.map((o) => ({ ...o, totalCents: toCents(o.totalAmount) })),
    returns: returnRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    wishlistSize: wishlist?.n ?? 0,
    mails: mailRows.map((m) => ({
      ...m,
      status: m.status as MailStatus,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

/** An owner blocks or unblocks an account: a blocked customer cannot log in, and their tokens stop working. */
export async function setCustomerBlocked(
  db: Database,
  actor: Actor,
  customerNo: number,
  blocked: boolean,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ blockedAt: customers.blockedAt, name: customers.name })
      .from(customers)
      .where(eq(customers.customerNo, customerNo))
      .for('update');
    if (!before) throw notFound('customer');
    if (blocked && before.blockedAt) throw new BackofficeError(CUSTOMER_ALREADY_BLOCKED, {}, 409);
    if (!blocked && !before.blockedAt) throw new BackofficeError(CUSTOMER_NOT_BLOCKED, {}, 409);
    const blockedAt = blocked ? new Date() : null;
    await tx.update(customers).set({ blockedAt, updatedAt: new Date() }).where(eq(customers.customerNo, customerNo));
    await recordChange(tx, actor, {
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: customerNo,
      before: { blockedAt: before.blockedAt },
      after: { blockedAt },
    });
    return blocked
      ? `${before.name}'s account is blocked: they cannot log in, and their sessions have ended.`
      : `${before.name}'s account is unblocked: they can log in again.`;
  });
}
