// An account form's messages by field: from its schema in shop-rules/forms/account.ts (the API checks
// the same, docs/decisions/0075), or from the API's 400 that names them.
import { useState } from 'react';
import { checkFields, type FormSchema, fieldMessages } from '../../shop-rules/forms/fields';
import { ApiError } from '../lib/api';

/** A form's messages by field; a field without one is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What the schema finds wrong with the form, every field at once; {} when it passes. */
export function schemaErrors<K extends string>(schema: FormSchema, form: object): FieldErrors<K> {
  const result = checkFields(schema, { ...form });
  return result.success ? {} : (fieldMessages(result.error.issues) as FieldErrors<K>);
}

/** The messages by field of the API's 400 (the same schema, checked again), or null for any other failure. */
export function refusedFields<K extends string>(err: unknown): FieldErrors<K> | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const fields = (err.body as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' && Object.keys(fields).length ? (fields as FieldErrors<K>) : null;
}

/** The first field with a message, in the form's order, to move focus to. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | null {
  return order.find((k) => errors[k]) ?? null;
}

/**
 * The messages of the form's last answer, less those of the fields changed since: a field's message
 * goes as soon as the customer corrects it. A new answer shows all of its messages again.
 */
export function useFieldErrors<K extends string>(
  answered: FieldErrors<K> | undefined,
): [FieldErrors<K>, (field: K) => void] {
  const [changed, setChanged] = useState<{ since: FieldErrors<K> | undefined; fields: readonly K[] }>({
    since: answered,
    fields: [],
  });
  const fields = changed.since === answered ? changed.fields : [];
  const shown: FieldErrors<K> = { ...answered };
  for (const field of fields) delete shown[field];
  const clear = (field: K) => {
    if (answered?.[field] && !fields.includes(field)) setChanged({ since: answered, fields: [...fields, field] });
  };
  return [shown, clear];
}
