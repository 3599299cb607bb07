// Helpers for the customer tests: fresh customers, their tokens, and orders written straight into the
// database (the orders area is not needed to test what a customer may see).
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import { orderLines, orderStatusHistory, orders, products } from '../../database/schema';
import type { OrderStatus } from '../../shop-rules/order-constants';
import { getJson, postJson } from './requests';

let counter = 0;
const unique = () => ++counter + Math.floor(Math.random() * 1000) * 1000;

/** A 7-digit mobile no other test in this file uses. */
export function newMobile(): string {
  return String(7_000_000 + (unique() % 2_999_999));
}

/** A client address of its own, so one test's requests never use up another's rate limit. */
export function newAddress(): string {
  const n = unique();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestCustomer {
  mobile: string;
  password: string;
  token: string;
  customerNo: number;
  auth: Record<string, string>;
}

export async function registerCustomer(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<TestCustomer> {
  const mobile = (fields.Mobile1 as string) ?? newMobile();
  const password = (fields.NewPassword as string) ?? 'correct horse 1';
  const res = await postJson(
    app,
    '/api/customer/register',
    {
      CustomerName: 'Anita Ramdass',
      Address: '5 Coffee Street, San Fernando',
      EmailID: 'anita@example.test',
      Mobile1: mobile,
      NewPassword: password,
      ConfirmPassword: password,
      Confirmed: true,
      ...fields,
    },
    fromAddress(newAddress()),
  );
  const body = res.json();
  if (!body.success) throw new Error(`registration failed: ${res.body}`);
  const me = await getJson(app, '/api/customer/profile', bearer(body.jwt));
  return { mobile, password, token: body.jwt, customerNo: me.json().CustomerNo, auth: bearer(body.jwt) };
}

export interface TestOrder {
  orderNo: number;
  productNo: number;
  productName: string;
  barcode: string;
}

/** An order of 3 units of one seeded product for this customer (or a guest with customerNo null). */
export async function createOrder(
  db: Database,
  owner: { customerNo: number | null; mobile: string },
  opts: {
    status?: OrderStatus;
    history?: { status: OrderStatus; at: string; comment?: string }[];
    isPickup?: boolean;
    quantity?: number;
  } = {},
): Promise<TestOrder> {
  const [product] = await db
    .select({ productNo: products.productNo, name: products.name, barcode: products.barcode })
    .from(products)
    .where(and(eq(products.isActive, true), isNotNull(products.barcode), gt(sql`length(${products.barcode})`, 0)))
    .orderBy(asc(products.productNo))
    .limit(1);
  if (!product) throw new Error('no seeded product with a barcode');
  const quantity = opts.quantity ?? 3;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        customerNo: owner.customerNo,
        customerMobile: owner.mobile,
        customerName: 'Anita Ramdass',
        customerEmail: 'anita@example.test',
        customerAddress: '5 Coffee Street',
        customerCityNo: null,
        deliverCountryNo: 1,
        isPickup: opts.isPickup ?? false,
        pmNo: 3,
        orderDate: '2026-11-20',
        itemTotal: '300.00',
        freight: '40.00',
        totalAmount: '340.00',
        status: opts.status ?? 'Pending',
      })
      .returning({ orderNo: orders.orderNo });
    await tx.insert(orderLines).values({
      orderNo: order!.orderNo,
      productNo: product.productNo,
      productName: product.name,
      barcode: product.barcode,
      quantity,
      unitPrice: '100.00',
      lineTotal: (100 * quantity).toFixed(2),
    });
    for (const h of opts.history ?? []) {
      await tx
        .insert(orderStatusHistory)
        .values({ orderNo: order!.orderNo, status: h.status, comment: h.comment ?? '', createdAt: new Date(h.at) });
    }
    return {
      orderNo: order!.orderNo,
      productNo: product.productNo,
      productName: product.name,
      barcode: product.barcode,
    };
  });
}
