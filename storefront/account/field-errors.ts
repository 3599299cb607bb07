/** A form's messages by field; a field without one is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first field with a message, in the form's order, to move focus to. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | null {
  return order.find((k) => errors[k]) ?? null;
}
