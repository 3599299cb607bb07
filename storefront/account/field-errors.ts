import { useState } from 'react';

/** A form's messages by field; a field without one is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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
