// The back office's forms checked on the server: the field builders and each form's schema live in
// shop-rules/forms/ so the browser checks the same rules before sending (docs/decisions/0075).
export {
  checkbox,
  checkFields,
  choice,
  day,
  email,
  formFields,
  money,
  optionalChoice,
  optionalText,
  percent,
  text,
  whole,
} from '../../../shop-rules/forms/fields';

import type { z } from 'zod';
import { checkFields, fieldMessages, formMessage } from '../../../shop-rules/forms/fields';
import { hasUnstorableText, printableField, unstorableMessage } from '../../http/input/unstorable-text';
import { type ActionResult, BackofficeError } from './errors';

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

/** Checks the fields with the schema; a BackofficeError names every field that is wrong. */
export function readForm<S extends z.ZodObject>(
  schema: S,
  form: FormData | URLSearchParams | Record<string, unknown>,
): z.infer<S> {
  const result = checkFields(schema, form);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  throw new BackofficeError(formMessage(fields), fields);
}
