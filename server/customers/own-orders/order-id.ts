// An order number from a path or a form. Malformed is a 400; a number no order can have is simply
// not found (null), like any order the customer does not own.
import { z } from 'zod';
import { INT4_MAX } from '../../../database/integer-range';
import { ORDER_ID_INVALID, ORDER_ID_REQUIRED } from '../../../shop-rules/messages/account';

/** The first problem with a typed order number, or the number (null when out of any order's range). */
export function readOrderId(value: unknown): { ok: true; orderNo: number | null } | { ok: false; msg: string } {
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') return { ok: false, msg: ORDER_ID_REQUIRED };
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) return { ok: false, msg: ORDER_ID_INVALID };
  const n = Number(text);
  return { ok: true, orderNo: n > INT4_MAX ? null : n };
}

export const orderIdField = () =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      const read = readOrderId(v);
      if (read.ok) return read.orderNo;
      ctx.addIssue({ code: 'custom', message: read.msg });
      return z.NEVER;
    });

export const orderIdParams = z.object({ orderId: orderIdField() });
