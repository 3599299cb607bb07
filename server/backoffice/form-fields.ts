// The back office's form fields: what the staff typed, checked with one clear message per field.
// Forms post plain text; each builder turns it into the value the shop keeps (cents for money).
import { z } from 'zod';
import { isEmailAddress } from '../../shop-rules/fields';
import { type Cents, toCents } from '../../shop-rules/money';
import { isCalendarDate } from '../../shop-rules/validation';
import { hasUnstorableText, printableField, unstorableMessage } from '../http/unstorable-text';
import { type ActionResult, BackofficeError } from './errors';

const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
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

const MONEY_TEXT = /^(?:TT\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;
const MAX_MONEY: Cents = 99_999_999_99;

/** '1299', '1,299.50' or 'TT$1,299.50' as cents; blank gives null unless required. */
export function money(label: string, opts: { required?: boolean; positive?: boolean } = {}) {
  return z.unknown().transform((v, ctx): Cents | null => {
    const s = asText(v).replace(/\s/g, '');
    if (!s) return opts.required ? fail(ctx, `${label} is required.`) : null;
    const m = MONEY_TEXT.exec(s);
    if (!m) return fail(ctx, `${label} must be an amount in TT dollars, like 1299.00.`);
    const cents = toCents(`${m[1]!.replaceAll(',', '')}.${m[2] ?? '0'}`);
    if (cents > MAX_MONEY) return fail(ctx, `${label} must be at most TT$99,999,999.99.`);
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

/**
 * A posted form's first field holding text the database cannot keep (a NUL byte, broken Unicode),
 * in a name, a value or a file's name, as the action's 400; null when every field is fine.
 */
export function unstorableFormField(form: FormData): ActionResult | null {
  for (const [key, value] of form.entries()) {
    const text = typeof value === 'string' ? value : value.name;
    if (!hasUnstorableText(key) && !hasUnstorableText(text)) continue;
    const field = printableField(key);
    const msg = unstorableMessage(field);
    return { ok: false, msg, fields: { [field]: msg }, status: 400 };
  }
  return null;
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
export function checkFields<S extends z.ZodObject>(
  schema: S,
  form: FormData | URLSearchParams | Record<string, unknown>,
) {
  const given = form instanceof FormData || form instanceof URLSearchParams ? formFields(form) : form;
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) input[key] = given[key] ?? '';
  return schema.safeParse(input);
}

/** Checks the fields with the schema; a BackofficeError names every field that is wrong. */
export function readForm<S extends z.ZodObject>(
  schema: S,
  form: FormData | URLSearchParams | Record<string, unknown>,
): z.infer<S> {
  const result = checkFields(schema, form);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  const messages = Object.values(fields);
  throw new BackofficeError(
    messages.length === 1 ? messages[0]! : `Please correct the ${messages.length} marked fields.`,
    fields,
  );
}
