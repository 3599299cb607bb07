// The forms the staff fill in when money arrives: a bank transfer's amount and reference, cash's
// amount, who collected it and when, typed in the shop's time (shop-rules/shop-time.ts).
import { z } from 'zod';
import { SHOP_UTC_OFFSET, shopTimeValue } from '../../shop-rules/shop-time';
import { money, text } from './form-fields';

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-11-25T14:30' (a datetime-local field) in the shop's time; blank gives null (now). */
function shopTime(label: string) {
  return z.unknown().transform((v, ctx): Date | null => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (!s) return null;
    const at = LOCAL_TIME.test(s) ? new Date(`${s}:00${SHOP_UTC_OFFSET}`) : null;
    // A day that does not exist (2026-02-30) rolls over in Date: the round trip tells.
    if (!at || Number.isNaN(at.getTime()) || shopTimeValue(at) !== s) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a date and time like 2026-03-05 14:30.` });
      return z.NEVER;
    }
    return at;
  });
}

export const transferSchema = z.object({
  amount: money('Amount received', { required: true, positive: true }),
  reference: text('Bank reference', { max: 200, required: true }),
  receivedAt: shopTime('Received on'),
});

export const cashSchema = z.object({
  amount: money('Amount collected', { required: true, positive: true }),
  collectedBy: text('Collected by', { max: 100, required: true }),
  receivedAt: shopTime('Collected on'),
});
