// The order body (docs/product.md#order-body), as SaveOrder and GetWipayUrl receive it, turned into an
// OrderRequest. Keys match ignoring case. Amounts the browser sends (Freight, TotalAmount, line
// prices) are not read at all: the server prices the order itself.
import { z } from 'zod';
import { INT4_MAX } from '../../../database/integer-range';
import { VISIT_TEXT_MAX, type VisitSource } from '../../../shop-rules/channels';
import {
  COUNTRY_NO,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHOP_NO,
  DELIVERY_COUNTRY_TRINIDAD,
  INVOICE_STORE_NAME,
  type PaymentMethodNo,
  SOURCE_CHECKOUT,
  STORE_NO,
} from '../../../shop-rules/constants';
import { normaliseCode } from '../../../shop-rules/discount-codes';
import { isEmailAddress } from '../../../shop-rules/fields';
import { QUANTITY_INVALID } from '../../../shop-rules/messages/shop';
import { isCalendarDate, validateOrderContact, validateQuantity } from '../../../shop-rules/validation';
import { BadRequestError, flagParam, parseInput } from '../../http/input/validate';

export interface OrderLineRequest {
  productNo: number;
  /** The variant chosen; null when the product has none or the client named it by Color/Size only. */
  skuNo: number | null;
  color: string | null;
  size: string | null;
  quantity: number;
}

export interface OrderRequest {
  pmNo: PaymentMethodNo;
  lines: OrderLineRequest[];
  remarks: string;
  countryNo: number;
  isPickup: boolean;
  /** The pickup point chosen (a shop marked as one); null for a delivery or when none was named. */
  pickupShopNo: number | null;
  customerMobile: string;
  customerName: string;
  emailId: string;
  customerEmail: string;
  customerAddress: string;
  customerCityNo: number | null;
  deliverCountryNo: number;
  storeNo: number;
  invoiceStoreName: string;
  shopNo: number;
  shopName: string | null;
  deliveryDate: string | null;
  source: number;
  /** The discount code typed, in capitals; null for none (docs/product.md#discount-codes). */
  discountCode: string | null;
  /** The first visit's source as the browser kept it; null for none (docs/decisions/0087). */
  visit?: VisitSource | null;
  /** The shopper ticked "send me updates on WhatsApp" (docs/decisions/0088). */
  whatsappUpdates?: boolean;
}

export interface OrderBody {
  request: OrderRequest;
  /** Minted by the page when checkout opens; null when the client sends none. */
  idempotencyKey: string | null;
}

const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A whole number sent as a number or as text ('16'); empty means absent. */
const whole = (label: string, min: number, max = INT4_MAX) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.preprocess(
    (v) => (absent(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .union([z.number(), z.string()], { error: message })
      .transform((v, ctx) => {
        const n = typeof v === 'number' ? v : /^-?\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
        if (!Number.isSafeInteger(n) || n < min || n > max) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return n;
      })
      .optional(),
  );
};

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ message: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`),
  );

const email = (label: string) =>
  text(label, 254).refine((v) => v === '' || isEmailAddress(v), `${label} is not a valid e-mail address.`);

const isoDate = (label: string) =>
  text(label, 10).refine((v) => v === '' || isCalendarDate(v), `${label} must be a date written yyyy-mm-dd.`);

const orderFields = z.object({
  PMNo: whole('PMNo', 1, 3),
  Remarks: text('Remarks', 1000),
  CountryNo: whole('CountryNo', 1),
  IsPickup: z.preprocess((v) => (absent(v) ? undefined : v), flagParam.optional()),
  CustomerMobile: text('CustomerMobile', 20),
  CustomerName: text('CustomerName', 100),
  EmailID: email('EmailID'),
  CustomerEmail: email('CustomerEmail'),
  CustomerAddress: text('CustomerAddress', 500),
  CustomerCityNo: whole('CustomerCityNo', 0),
  ODeliverCountryNo: whole('ODeliverCountryNo', 1, 2),
  StoreNo: whole('StoreNo', 1),
  InvoiceStoreName: text('InvoiceStoreName', 100),
  ShopNo: whole('ShopNo', 1),
  ShopName: text('ShopName', 100),
  PickupShopNo: whole('PickupShopNo', 0),
  // Read for validation only: the order is dated by the server's own clock.
  NewOrderDate: isoDate('NewOrderDate'),
  NewDeliveryDate: isoDate('NewDeliveryDate'),
  Source: whole('Source', 1, 2),
  DiscountCode: text('DiscountCode', 30),
  // Where the first visit came from (docs/product.md#where-orders-come-from).
  WhatsappUpdates: z.preprocess((v) => (absent(v) ? undefined : v), flagParam.optional()),
  FromSocialSite: z.preprocess((v) => (absent(v) ? undefined : v), flagParam.optional()),
  Fbclid: text('Fbclid', VISIT_TEXT_MAX),
  Gclid: text('Gclid', VISIT_TEXT_MAX),
  UtmSource: text('UtmSource', VISIT_TEXT_MAX),
  UtmMedium: text('UtmMedium', VISIT_TEXT_MAX),
  UtmCampaign: text('UtmCampaign', VISIT_TEXT_MAX),
  IdempotencyKey: text('IdempotencyKey', 100).refine(
    (v) => v === '' || /^[A-Za-z0-9_.:-]{8,100}$/.test(v),
    "IdempotencyKey must be 8 to 100 letters, digits, '-', '_', '.' or ':'.",
  ),
});

const orderItem = z.object({
  ProductNo: whole('ProductNo', 1),
  ProductSKUNo: whole('ProductSKUNo', 0),
  Color: text('Color', 100),
  Size: text('Size', 100),
  Quantity: z.unknown(),
});

/** The cart items, found ignoring case; parseInput takes the first element of arrays, so they are read here. */
function productList(body: Record<string, unknown>): unknown[] {
  const key = Object.keys(body).find((k) => k.toLowerCase() === 'orderproductlist');
  const list = key === undefined ? undefined : body[key];
  if (absent(list)) return [];
  if (!Array.isArray(list))
    throw new BadRequestError('OrderProductList: OrderProductList must be a list of cart items.');
  if (list.length > 100) throw new BadRequestError('OrderProductList: An order can have at most 100 lines.');
  return list;
}

function quantityOf(raw: unknown): number | null {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,7}\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return validateQuantity(n) === null && n <= 1_000_000 ? n : null;
}

function parseLine(item: unknown, index: number): OrderLineRequest {
  const field = `OrderProductList[${index}]`;
  if (!item || typeof item !== 'object' || Array.isArray(item))
    throw new BadRequestError(`${field}: each cart item must be an object.`);
  let line: z.infer<typeof orderItem>;
  try {
    line = parseInput(orderItem, item);
  } catch (err) {
    if (!(err instanceof BadRequestError)) throw err;
    throw new BadRequestError(
      `${field}.${err.message}`,
      err.errors.map((e) => ({ ...e, field: `${field}.${e.field}` })),
    );
  }
  if (line.ProductNo === undefined) throw new BadRequestError(`${field}.ProductNo: ProductNo is required.`);
  const quantity = quantityOf(line.Quantity);
  if (quantity === null)
    throw new BadRequestError(QUANTITY_INVALID, [{ field: `${field}.Quantity`, message: QUANTITY_INVALID }]);
  return {
    productNo: line.ProductNo,
    skuNo: line.ProductSKUNo ? line.ProductSKUNo : null,
    color: line.Color || null,
    size: line.Size || null,
    quantity,
  };
}

function visitOf(f: z.infer<typeof orderFields>): VisitSource | null {
  const visit: VisitSource = {
    fbclid: f.Fbclid || null,
    gclid: f.Gclid || null,
    utmSource: f.UtmSource || null,
    utmMedium: f.UtmMedium || null,
    utmCampaign: f.UtmCampaign || null,
    social: f.FromSocialSite ?? false,
  };
  return Object.values(visit).some(Boolean) ? visit : null;
}

/**
 * Checks in this order: the fields' shapes, then the shared checkout rules in the spec's order
 * (phone, mobile, name, product list, the browser's very messages), then each cart item.
 */
export function parseOrderBody(body: unknown, headerKey?: string | string[]): OrderBody {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('The order must be a JSON object.');
  const list = productList(body as Record<string, unknown>);
  const f = parseInput(orderFields, body);

  const contactProblem = validateOrderContact({
    mobile: f.CustomerMobile,
    name: f.CustomerName,
    productCount: list.length,
  });
  if (contactProblem) throw new BadRequestError(contactProblem);

  const lines = list.map(parseLine);
  const fromHeader = typeof headerKey === 'string' ? headerKey.trim() : '';
  if (fromHeader && !/^[A-Za-z0-9_.:-]{8,100}$/.test(fromHeader)) {
    throw new BadRequestError("Idempotency-Key must be 8 to 100 letters, digits, '-', '_', '.' or ':'.");
  }
  return {
    idempotencyKey: f.IdempotencyKey || fromHeader || null,
    request: {
      pmNo: (f.PMNo ?? DEFAULT_PAYMENT_METHOD) as PaymentMethodNo,
      lines,
      remarks: f.Remarks,
      countryNo: f.CountryNo ?? COUNTRY_NO,
      isPickup: f.IsPickup ?? false,
      pickupShopNo: f.IsPickup && f.PickupShopNo ? f.PickupShopNo : null,
      customerMobile: f.CustomerMobile,
      customerName: f.CustomerName,
      emailId: f.EmailID,
      customerEmail: f.CustomerEmail,
      customerAddress: f.CustomerAddress,
      customerCityNo: f.CustomerCityNo ? f.CustomerCityNo : null,
      deliverCountryNo: f.ODeliverCountryNo ?? DELIVERY_COUNTRY_TRINIDAD,
      storeNo: f.StoreNo ?? STORE_NO,
      invoiceStoreName: f.InvoiceStoreName || INVOICE_STORE_NAME,
      shopNo: f.ShopNo ?? DEFAULT_SHOP_NO,
      shopName: f.ShopName || null,
      deliveryDate: f.NewDeliveryDate || null,
      source: f.Source ?? SOURCE_CHECKOUT,
      discountCode: f.DiscountCode ? normaliseCode(f.DiscountCode) : null,
      visit: visitOf(f),
      whatsappUpdates: f.WhatsappUpdates ?? false,
    },
  };
}
