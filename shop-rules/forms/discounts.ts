// The discount code form (docs/product.md#discount-codes): checked in the back office's browser and
// again by the server before the code is saved (docs/decisions/0075).
import { z } from 'zod';
import { CODE_PATTERN, DISCOUNT_KINDS, normaliseCode } from '../discount-codes';
import { AMOUNT_REQUIRED, CODE_SHAPE, DATES_ORDER, PERCENT_RANGE } from '../messages/discounts';
import { checkbox, choice, day, money, text, whole } from './fields';

export const MAX_DISCOUNT_USES = 1_000_000;

/** '10', '12.5' or '12.5 %' as hundredths of a percent; more than 0, at most 100. */
const percentField = z.unknown().transform((v, ctx) => {
  const s = (typeof v === 'string' ? v : '').replace(/%$/, '').trim();
  if (!s) return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s) || Number(s) <= 0 || Number(s) > 100) {
    ctx.addIssue({ code: 'custom', message: PERCENT_RANGE });
    return z.NEVER;
  }
  return Math.round(Number(s) * 100);
});

export const discountCodeSchema = z
  .object({
    code: text('Code', { max: 30, required: true }).transform((s, ctx) => {
      const code = normaliseCode(s);
      if (!CODE_PATTERN.test(code)) {
        ctx.addIssue({ code: 'custom', message: CODE_SHAPE });
        return z.NEVER;
      }
      return code;
    }),
    kind: choice('What the code gives', DISCOUNT_KINDS),
    percent: percentField,
    amountOff: money('Amount off'),
    minimumOrder: money('Minimum order'),
    startsOn: day('First day'),
    endsOn: day('Last day'),
    usesLimit: whole('Uses in all', 1, MAX_DISCOUNT_USES),
    perMobileLimit: whole('Uses per mobile number', 1, MAX_DISCOUNT_USES),
    active: checkbox(),
    note: text('Note', { max: 500 }),
  })
  .superRefine((f, ctx) => {
    // The terms that hang together: what a percentage or an amount code needs, and days in order.
    if (f.kind === 'percent' && f.percent === null)
      ctx.addIssue({ code: 'custom', message: PERCENT_RANGE, path: ['percent'] });
    if (f.kind === 'amount' && !f.amountOff)
      ctx.addIssue({ code: 'custom', message: AMOUNT_REQUIRED, path: ['amountOff'] });
    if (f.startsOn && f.endsOn && f.endsOn < f.startsOn)
      ctx.addIssue({ code: 'custom', message: DATES_ORDER, path: ['endsOn'] });
  });
