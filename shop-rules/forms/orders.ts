// The order desk's forms (docs/product.md#orders): a status step, the same step for several ticked
// orders, a change of an order's lines, money the staff take in themselves (a bank transfer, cash), and
// an order taken by phone.
// Checked in the back office's browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import { fieldProblem, optionalEmail } from '../fields';
import { TICK_AN_ORDER } from '../messages/backoffice';
import { CUSTOMER_NAME_REQUIRED, NO_PRODUCT_ADDED, PHONE_INVALID } from '../messages/forms';
import { PHONE_ORDER_PRODUCT_INVALID } from '../messages/orders';
import { QUANTITY_INVALID } from '../messages/shop';
import { ORDER_STATUSES } from '../order-constants';
import { isSevenDigitMobile, validateQuantity } from '../validation';
import { asText, choice, money, shopDateTime, text, ticked } from './fields';

export const statusSchema = z.object({
  status: choice('New status', ORDER_STATUSES),
  comment: text('Comment', { max: 500 }),
});

/** The ticked orders' step: the status form's fields and at least one tick (each 'order' box posts its number). */
export const bulkMoveSchema = statusSchema.extend({
  order: ticked(TICK_AN_ORDER),
});

export const transferSchema = z.object({
  amount: money('Amount received', { required: true, positive: true }),
  reference: text('Bank reference', { max: 200, required: true }),
  receivedAt: shopDateTime('Received on'),
});

export const cashSchema = z.object({
  amount: money('Amount collected', { required: true, positive: true }),
  collectedBy: text('Collected by', { max: 100, required: true }),
  receivedAt: shopDateTime('Collected on'),
});

/** A product chosen in a form: '123' or '123/45' (product/variant), as the list's values start. */
export function chosenItem(value: string): { productNo: number; skuNo: number | null } | null {
  const m = /^\s*(\d{1,9})(?:\s*\/\s*(\d{1,9}))?(?:\s|$)/.exec(value);
  if (!m) return null;
  return { productNo: Number(m[1]), skuNo: m[2] ? Number(m[2]) : null };
}

/** A quantity typed in the order's form: a whole number from `min` to the shop's most per line. */
function quantity(min: number, cap: number, blank: number | null) {
  return z.unknown().transform((v, ctx): number => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (!s && blank !== null) return blank;
    if (!/^\d{1,6}$/.test(s) || Number(s) < min || Number(s) > cap) {
      ctx.addIssue({ code: 'custom', message: `Quantity must be a whole number from ${min} to ${cap}.` });
      return z.NEVER;
    }
    return Number(s);
  });
}

/**
 * Changing an order before it ships (docs/product.md#changing-an-order): each line's quantity
 * ('quantity-<line>', 0 removes it) up to the shop's most per line, and a product to add with its
 * quantity. The fields follow the order's lines, so the schema is made for them.
 */
export function orderEditSchema(lineNos: readonly number[], cap: number) {
  return z.object({
    ...Object.fromEntries(lineNos.map((lineNo) => [`quantity-${lineNo}`, quantity(0, cap, null)])),
    'add-product': z.unknown().transform((v, ctx) => {
      const s = typeof v === 'string' ? v.trim() : '';
      if (!s) return null;
      const item = chosenItem(s);
      if (!item) {
        ctx.addIssue({ code: 'custom', message: PHONE_ORDER_PRODUCT_INVALID });
        return z.NEVER;
      }
      return item;
    }),
    'add-quantity': quantity(1, cap, 1),
  });
}

/** A quantity typed on a phone order's row: blank is one; else the checkout's whole number of at least 1. */
const rowQuantityProblem = (q: string) =>
  q === '' ? null : /^\d{1,7}$/.test(q) ? validateQuantity(Number(q)) : QUANTITY_INVALID;

/**
 * An order taken by phone (docs/product.md#phone-orders): the checkout's own checks on the customer
 * (the 7-digit mobile, a name, an e-mail when given) and on each product row (a product from the list and
 * a quantity, or a wholly empty row; at least one product), each on its field, all at once. The server
 * checks it again, then the checkout's path checks the rest, prices the order and takes its stock.
 */
export function phoneOrderSchema(rows: number) {
  const rowNos = Array.from({ length: rows }, (_, i) => i + 1);
  const rowFields = rowNos.flatMap((i) => [`product-${i}`, `quantity-${i}`]);
  return z
    .object(Object.fromEntries(['mobile', 'name', 'email', ...rowFields].map((name) => [name, z.unknown()])))
    .superRefine((raw, ctx) => {
      const problems: Record<string, string | null> = {
        mobile: isSevenDigitMobile(asText(raw.mobile)) ? null : PHONE_INVALID,
        name: asText(raw.name) ? null : CUSTOMER_NAME_REQUIRED,
        email: fieldProblem(optionalEmail, asText(raw.email)),
      };
      let products = 0;
      for (const i of rowNos) {
        const product = asText(raw[`product-${i}`]);
        const quantity = asText(raw[`quantity-${i}`]);
        if (!product && !quantity) continue;
        products++;
        problems[`product-${i}`] = chosenItem(product) ? null : PHONE_ORDER_PRODUCT_INVALID;
        problems[`quantity-${i}`] = rowQuantityProblem(quantity);
      }
      if (products === 0) problems['product-1'] = NO_PRODUCT_ADDED;
      for (const [path, message] of Object.entries(problems))
        if (message) ctx.addIssue({ code: 'custom', message, path: [path] });
    });
}
