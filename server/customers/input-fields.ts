// Field shapes shared by the account APIs: browsers send text, numbers or nothing; the checks with
// the shop's own messages come after, in each form's order.
import { z } from 'zod';
import { checkFields, type FormSchema, fieldMessages } from '../../shop-rules/forms/fields';

/** Any text-like value as a string; absent or null is ''. Not trimmed: callers decide. */
export const textField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

/** 1/0, true/false, 'yes'/'no'; absent stays undefined so a form may treat it as its default. */
export const optionalFlag = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) =>
    v === undefined || v === null || v === ''
      ? undefined
      : ['1', 'true', 'yes', 'on'].includes(String(v).trim().toLowerCase()),
  );

export const isBlank = (text: string) => text.trim() === '';

/**
 * An account form's body checked with its schema from shop-rules/forms/ (the page checks the same):
 * the data, or the 400's body naming every field that is wrong, its first message as `msg`.
 */
export function checkAccountForm<S extends FormSchema>(schema: S, body: Record<string, unknown>) {
  const result = checkFields(schema, body);
  if (result.success) return { ok: true as const, data: result.data };
  const fields = fieldMessages(result.error.issues);
  return { ok: false as const, refusal: { success: false, msg: Object.values(fields)[0] ?? '', fields } };
}
