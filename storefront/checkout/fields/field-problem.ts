// A checkout or direct order check that is about one field takes the shopper there: the field is
// scrolled to the middle of the screen, focused, and shows the message under itself (besides the
// spec's snackbar), until the shopper changes it (docs/decisions/0059).
import { useCallback, useEffect, useState } from 'react';
import { CUSTOMER_MOBILE_REQUIRED, CUSTOMER_NAME_REQUIRED, PHONE_INVALID } from '../../../shop-rules/messages/forms';
import { ADDRESS_REQUIRED, CITY_REQUIRED, EMAIL_INVALID, EMAIL_REQUIRED } from '../checkout-messages';

export type OrderField = 'mobile' | 'name' | 'email' | 'address' | 'city';

const FIELD_OF: Record<string, OrderField> = {
  [PHONE_INVALID]: 'mobile',
  [CUSTOMER_MOBILE_REQUIRED]: 'mobile',
  [CUSTOMER_NAME_REQUIRED]: 'name',
  [EMAIL_REQUIRED]: 'email',
  [EMAIL_INVALID]: 'email',
  [ADDRESS_REQUIRED]: 'address',
  [CITY_REQUIRED]: 'city',
};

interface Problem {
  field: OrderField;
  text: string;
  /** A new object for every refusal, so the same problem twice takes the shopper there twice. */
  at: number;
}

export function useFieldProblem(formId: string) {
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!problem) return;
    const field = document.querySelector<HTMLElement>(`#${formId} [name="${problem.field}"]`);
    if (!field) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    field.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    field.focus({ preventScroll: true });
  }, [problem, formId]);

  /** Marks the field the message is about, if it is about one the form shows. */
  const show = useCallback((text: string) => {
    const field = FIELD_OF[text];
    setProblem(field ? { field, text, at: Date.now() } : null);
  }, []);
  const errorOf = (field: OrderField) => (problem?.field === field ? problem.text : undefined);
  const clear = useCallback((field: OrderField) => {
    setProblem((p) => (p?.field === field ? null : p));
  }, []);
  /** A field's onChange and error: typing in it clears its problem. */
  const bind = (field: OrderField, set: (value: string) => void) => ({
    onChange: (value: string) => {
      set(value);
      clear(field);
    },
    error: errorOf(field),
  });
  return { show, bind, errorOf, clear };
}
