// A form's fields as the staff or a customer typed them, checked with one clear message per field. The
// same schema runs in the browser (before sending, through Conform) and in the server's action, which
// never trusts the browser's check (docs/decisions/0075). Forms post plain text; each builder turns it
// into the value the shop keeps (cents for money).
import { z } from 'zod';
import { isEmailAddress } from '../fields';
import { amountTooLarge, type Cents, readTypedAmount } from '../money';
import { SHOP_UTC_OFFSET, shopTimeValue } from '../shop-time';
import { isCalendarDate } from '../validation';

export const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The largest number a record's number can be (an int4 column). */
export const INT4_MAX = 2_147_483_647;
const fail = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

export function text(label: string, opts: { max: number; required?: boolean }) {
  return z.unknown().transform((v, ctx) => {
    const s = asText(v);
    if (opts.required && !s) return fail(ctx, `${label} is required.`);
    if (s.length > opts.max) return fail(ctx, `${label} must be at most ${opts.max} characters.`);
    return s;
  });
}

/** Blank gives null. */
export function optionalText(label: string, max: number) {
  return text(label, { max }).transform((s) => (s === '' ? null : s));
}

export function email(label: string, opts: { required?: boolean } = {}) {
  return z.unknown().transform((v, ctx) => {
    const s = asText(v).toLowerCase();
    if (!s) return opts.required ? fail(ctx, `${label} is required.`) : '';
    if (s.length > 200 || !isEmailAddress(s)) return fail(ctx, `${label} is not a valid e-mail address.`);
    return s;
  });
}

/** Text kept as typed (a password: no trimming), its length between min and max, else `message`. */
export function secret(min: number, max: number, message: string) {
  return z.unknown().transform((v, ctx) => {
    const s = typeof v === 'string' ? v : '';
    return s.length < min || s.length > max ? fail(ctx, message) : s;
  });
}

/**
 * '1299', '1,299.50' or 'TT$1,299.50' as cents; blank gives null unless required. What fits is one rule
 * for every form and CSV (shop-rules/money.ts readTypedAmount, docs/decisions/0052).
 */
export function money(label: string, opts: { required?: boolean; positive?: boolean } = {}) {
  return z.unknown().transform((v, ctx): Cents | null => {
    const s = asText(v).replace(/\s/g, '');
    if (!s) return opts.required ? fail(ctx, `${label} is required.`) : null;
    const cents = readTypedAmount(s);
    if (cents === 'not-an-amount') return fail(ctx, `${label} must be an amount in TT dollars, like 1299.00.`);
    if (cents === 'too-large') return fail(ctx, amountTooLarge(label));
    if (opts.positive && cents === 0) return fail(ctx, `${label} must be more than 0.`);
    return cents;
  });
}

/** A whole number from min to max; blank gives null unless required. */
export function whole(label: string, min: number, max: number, opts: { required?: boolean } = {}) {
  return z.unknown().transform((v, ctx): number | null => {
    const s = asText(v);
    if (!s) return opts.required ? fail(ctx, `${label} is required.`) : null;
    if (!/^-?\d{1,12}$/.test(s) || Number(s) < min || Number(s) > max)
      return fail(ctx, `${label} must be a whole number from ${min} to ${max}.`);
    return Number(s);
  });
}

/** A percentage with up to 2 decimals, 0 to 100, kept as the text numeric(5,2) takes. */
export function percent(label: string) {
  return z.unknown().transform((v, ctx): string => {
    const s = asText(v).replace(/%$/, '').trim() || '0';
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(s) || Number(s) > 100)
      return fail(ctx, `${label} must be a number from 0 to 100, with at most 2 decimals.`);
    return String(Number(s));
  });
}

/**
 * At least one box of a list ticked (each posts its number under one name); the first one ticked. The
 * browser's check reads several ticks as a list, the server's form as its first value.
 */
export function ticked(message: string) {
  return z.unknown().transform((v, ctx) => {
    const first = Array.isArray(v) ? v[0] : v;
    return typeof first === 'string' && first.trim() !== '' ? first.trim() : fail(ctx, message);
  });
}

/** A file chosen in a file picker: one left empty posts an empty, nameless file (or nothing). */
export function chosenFile(message: string) {
  return z
    .unknown()
    .transform((v, ctx) =>
      typeof v === 'object' && v !== null && 'size' in v && (v as File).size > 0 ? (v as File) : fail(ctx, message),
    );
}

/** A ticked checkbox posts 'on'; an unticked one posts nothing. */
export const checkbox = () =>
  z.unknown().transform((v) => ['on', '1', 'true', 'yes'].includes(asText(v).toLowerCase()));

export function choice<T extends string>(label: string, values: readonly T[]) {
  return z.unknown().transform((v, ctx): T => {
    const s = asText(v);
    if (!(values as readonly string[]).includes(s)) return fail(ctx, `${label} must be one of: ${values.join(', ')}.`);
    return s as T;
  });
}

/** A choice that may be left blank (undefined): a filter, say. */
export function optionalChoice<T extends string>(label: string, values: readonly T[]) {
  return z.unknown().transform((v, ctx): T | undefined => {
    const s = asText(v);
    if (!s) return undefined;
    if (!(values as readonly string[]).includes(s)) return fail(ctx, `${label} must be one of: ${values.join(', ')}.`);
    return s as T;
  });
}

/** yyyy-mm-dd, a real calendar day; blank gives null unless required. */
export function day(label: string, opts: { required?: boolean } = {}) {
  return z.unknown().transform((v, ctx): string | null => {
    const s = asText(v);
    if (!s) return opts.required ? fail(ctx, `${label} is required.`) : null;
    if (!isCalendarDate(s)) return fail(ctx, `${label} must be a date like 2026-03-05.`);
    return s;
  });
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-11-25T14:30' (a datetime-local field) in the shop's time; blank gives null (now). */
export function shopDateTime(label: string) {
  return z.unknown().transform((v, ctx): Date | null => {
    const s = asText(v);
    if (!s) return null;
    const at = LOCAL_TIME.test(s) ? new Date(`${s}:00${SHOP_UTC_OFFSET}`) : null;
    // A day that does not exist (2026-02-30) rolls over in Date: the round trip tells.
    if (!at || Number.isNaN(at.getTime()) || shopTimeValue(at) !== s)
      return fail(ctx, `${label} must be a date and time like 2026-03-05 14:30.`);
    return at;
  });
}

/** The text fields of a form (files and repeated names are read by the caller). */
export function formFields(form: FormData | URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in out)) out[key] = value;
  }
  return out;
}

/**
 * Checks the fields with the schema. A field the form did not send (an unticked checkbox, a filter
 * left out) counts as blank: zod 4 refuses a missing key before the field's own rule could say so.
 */
export function checkFields<S extends FormSchema>(
  schema: S,
  form: FormData | URLSearchParams | Record<string, unknown>,
) {
  const given = form instanceof FormData || form instanceof URLSearchParams ? formFields(form) : form;
  const input: Record<string, unknown> = {};
  const shape = schema instanceof z.ZodPipe ? schema.in.shape : (schema as z.ZodObject).shape;
  for (const key of Object.keys(shape)) input[key] = given[key] ?? '';
  return schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
}

/** A form's schema: its fields, perhaps turned afterwards into what the shop keeps (a transform). */
export type FormSchema = z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>;

/** The first message for each field the schema refused (a rule over several fields names its field in `path`). */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
}

/** The one message above a refused form: the field's own when one is wrong, else how many are. */
export function formMessage(fields: Record<string, string>): string {
  const messages = Object.values(fields);
  return messages.length === 1 ? messages[0]! : `Please correct the ${messages.length} marked fields.`;
}
