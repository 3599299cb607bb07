// An order the staff enter themselves, for a sale taken by phone or WhatsApp (docs/product.md#phone-orders).
// The form becomes the checkout's order body and goes through the checkout's own path: the body's
// validation (server/orders/placing/order-body.ts), pricing, stock and saving (server/orders/placing/place-order.ts).
// Only the Source (3, entered by staff) and the audit entry, written with the order and its mails in
// one transaction, tell it apart (docs/decisions/0040).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { cities, products, productVariants, shops } from '../../../database/schema';
import {
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CARD,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  SOURCE_STAFF,
} from '../../../shop-rules/constants';
import { chosenItem, phoneOrderSchema } from '../../../shop-rules/forms/orders';
import { PHONE_ORDER_NO_CARD, PHONE_ORDER_PRODUCT_INVALID } from '../../../shop-rules/messages/orders';
import { PAYMENT_METHOD_NAMES } from '../../../shop-rules/order-constants';
import { variantOption } from '../../../shop-rules/variant-option';
import { BadRequestError } from '../../http/input/validate';
import { nudgeMailSender } from '../../mail/mail-nudge';
import { parseOrderBody } from '../../orders/placing/order-body';
import { recordOrderMails } from '../../orders/placing/order-mails';
import { OrderConflict, OrderRefusal } from '../../orders/placing/order-refusal';
import { placeOrder } from '../../orders/placing/place-order';
import { type Actor, recordChange } from '../shared/audit';
import { BackofficeError } from '../shared/errors';
import { readForm } from '../shared/form-fields';
import type { OrderChangeDeps } from './order-changes';

/** How many product rows the form offers; empty rows are left out. */
export const PHONE_ORDER_ROWS = 6;

/** The methods a phone sale may use: the checkout's, but not card (the customer pays that on the shop). */
const METHODS = [PAYMENT_METHOD_CASH_ON_DELIVERY, PAYMENT_METHOD_BANK_TRANSFER] as const;

// The checkout body's fields, as the form names them, so a refusal marks the right control.
const FORM_FIELD: Record<string, string> = {
  PMNo: 'pmNo',
  Remarks: 'remarks',
  CustomerMobile: 'mobile',
  CustomerName: 'name',
  CustomerEmail: 'email',
  CustomerAddress: 'address',
  CustomerCityNo: 'cityNo',
  ODeliverCountryNo: 'island',
  PickupShopNo: 'pickupShopNo',
};

/** The products and variants the staff can choose from, named so they can be found by name or number. */
export async function productChoicesForOrders(db: Database) {
  const rows = await db
    .select({
      productNo: products.productNo,
      name: products.name,
      skuNo: productVariants.skuNo,
      color: productVariants.color,
      size: productVariants.size,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productNo, products.productNo))
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name), asc(products.productNo), asc(productVariants.skuNo));
  return rows.map((r) => {
    const option = variantOption(r);
    return r.skuNo === null
      ? { value: `${r.productNo} ${r.name}` }
      : { value: `${r.productNo}/${r.skuNo} ${r.name}${option ? ` (${option})` : ''}` };
  });
}

/** What the phone-order form offers: payment methods, cities and pickup points. */
export async function phoneOrderForm(db: Database) {
  const [cityRows, pickupRows, choices] = await Promise.all([
    db
      .select({ cityNo: cities.cityNo, name: cities.name, island: cities.island })
      .from(cities)
      .where(eq(cities.active, true))
      .orderBy(asc(cities.sortOrder), asc(cities.name)),
    db
      .select({ shopNo: shops.shopNo, name: shops.name })
      .from(shops)
      .where(and(eq(shops.active, true), eq(shops.pickupPoint, true)))
      .orderBy(asc(shops.name)),
    productChoicesForOrders(db),
  ]);
  return {
    methods: METHODS.map((pmNo) => ({ pmNo, name: PAYMENT_METHOD_NAMES[pmNo] })),
    cities: cityRows,
    pickupPoints: pickupRows,
    products: choices,
    rows: PHONE_ORDER_ROWS,
  };
}

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** The product rows typed: each with a product and a quantity, or wholly empty. */
function productRows(form: FormData) {
  const items: Record<string, unknown>[] = [];
  const fields: Record<string, string> = {};
  for (let i = 1; i <= PHONE_ORDER_ROWS; i++) {
    const product = field(form, `product-${i}`);
    const quantity = field(form, `quantity-${i}`);
    if (!product && !quantity) continue;
    const item = chosenItem(product);
    if (!item) {
      fields[`product-${i}`] = PHONE_ORDER_PRODUCT_INVALID;
      continue;
    }
    items.push({ ProductNo: item.productNo, ProductSKUNo: item.skuNo ?? 0, Quantity: quantity || '1' });
  }
  const first = Object.values(fields)[0];
  if (first) throw new BackofficeError(first, fields);
  return items;
}

/** The checkout's order body, built from the form (docs/product.md#order-body). */
function orderBodyOf(form: FormData) {
  const pickup = field(form, 'delivery') === 'pickup';
  return {
    PMNo: field(form, 'pmNo'),
    OrderProductList: productRows(form),
    Remarks: field(form, 'remarks'),
    IsPickup: pickup ? 1 : 0,
    PickupShopNo: pickup ? field(form, 'pickupShopNo') : '',
    CustomerMobile: field(form, 'mobile'),
    CustomerName: field(form, 'name'),
    CustomerEmail: field(form, 'email'),
    CustomerAddress: pickup ? '' : field(form, 'address'),
    CustomerCityNo: field(form, 'cityNo'),
    ODeliverCountryNo: field(form, 'island'),
    IdempotencyKey: field(form, 'orderKey'),
  };
}

/** The checkout's 400 as the form's message, on the control it names. */
function asFormError(err: BadRequestError): BackofficeError {
  const fields: Record<string, string> = {};
  for (const e of err.errors) {
    const m = /^OrderProductList\[(\d+)\]/.exec(e.field);
    const name = m ? `quantity-${Number(m[1]) + 1}` : FORM_FIELD[e.field];
    if (name) fields[name] = e.message;
  }
  return new BackofficeError(err.errors[0]?.message ?? err.message, fields);
}

function parsed(form: FormData) {
  try {
    return parseOrderBody(orderBodyOf(form));
  } catch (err) {
    if (err instanceof BadRequestError) throw asFormError(err);
    throw err;
  }
}

/** Saves the order and goes to its page; a refusal (sold out, too many, a bad mobile) is the form's message. */
export async function enterPhoneOrder(deps: OrderChangeDeps, actor: Actor, form: FormData): Promise<Response> {
  // The schema the form is checked with in the browser too (shop-rules/forms/orders.ts), then the checkout's.
  readForm(phoneOrderSchema(PHONE_ORDER_ROWS), form);
  const { request, idempotencyKey } = parsed(form);
  if (request.pmNo === PAYMENT_METHOD_CARD)
    throw new BackofficeError(PHONE_ORDER_NO_CARD, { pmNo: PHONE_ORDER_NO_CARD });
  request.source = SOURCE_STAFF;
  let outcome: Awaited<ReturnType<typeof placeOrder>>;
  try {
    outcome = await placeOrder(deps.db, {
      request,
      idempotencyKey,
      customerNo: null,
      card: false,
      sameTransaction: async (tx, orderNo) => {
        await recordOrderMails(tx, { shopName: deps.shopName }, orderNo);
        await recordChange(tx, actor, {
          action: 'order.enter',
          entity: 'order',
          entityId: orderNo,
          after: {
            customer: request.customerName,
            mobile: request.customerMobile,
            pmNo: request.pmNo,
            isPickup: request.isPickup,
            lines: request.lines.map((l) => ({ productNo: l.productNo, skuNo: l.skuNo, quantity: l.quantity })),
          },
        });
      },
    });
  } catch (err) {
    if (err instanceof OrderRefusal || err instanceof OrderConflict) throw new BackofficeError(err.message, {}, 409);
    throw err;
  }
  if (outcome.kind === 'placed') nudgeMailSender();
  // A second press of the button (same order key) goes to the order the first one saved.
  return new Response(null, { status: 303, headers: { Location: `/admin/orders/${outcome.orderNo}` } });
}
