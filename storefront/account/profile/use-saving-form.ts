// The account pages' forms that save the customer's own details (Edit Information, Change Password,
// docs/product.md#account-pages): the fields as typed, each field's message until it is put right, focus on
// the first wrong one, and what a saved answer does: the session's new token is kept, the message shown,
// and the customer is back on My Account.
import { createRef, type FormEvent, type RefObject, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedAnswer } from '../../../shop-rules/api/account';
import { useSnackbar } from '../../components/shell/snackbar';
import { useOnAnswer, usePageForm } from '../../lib/page-forms';
import type { SendFailure } from '../customer-data';
import { type FieldErrors, firstInvalid, useFieldErrors } from '../field-errors';
import { useCustomer } from '../session/customer-session';

/** What such a page's clientAction answers: the fields' messages, the saved answer, or why it failed. */
export type SavingAnswer<K extends string> = { errors: FieldErrors<K> } | { saved: SavedAnswer } | SendFailure;

type Refs<K extends string> = Record<K, RefObject<HTMLInputElement | null>>;

/** `order`: the fields in the form's order (focus goes to the first wrong one). */
export function useSavingForm<K extends string>(initial: Record<K, string>, order: readonly K[]) {
  const { signIn, sessionEnded } = useCustomer();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { send, sending, answer } = usePageForm<SavingAnswer<K>>();
  const [form, setForm] = useState(initial);
  const [errors, clearError] = useFieldErrors(answer && 'errors' in answer ? answer.errors : undefined);
  const refs = useRef<Refs<K> | null>(null);
  refs.current ??= Object.fromEntries(order.map((k) => [k, createRef<HTMLInputElement>()])) as Refs<K>;
  const fields = refs.current;

  useOnAnswer(answer, (a) => {
    if ('errors' in a) {
      const first = firstInvalid(order, a.errors);
      if (first) fields[first].current?.focus();
    } else if ('refused' in a) {
      sessionEnded();
    } else if ('saved' in a) {
      // A change of password ends every older session, this one's token included: the answer brings a new one.
      if (a.saved.jwt) signIn(a.saved.jwt);
      snackbar.show(a.saved.msg);
      void navigate('/account');
    }
  });

  return {
    form,
    errors,
    refs: fields,
    /** The field's onChange: its text kept, its message gone until the next answer. */
    set: (key: K) => (value: string) => {
      setForm((f) => ({ ...f, [key]: value }));
      clearError(key);
    },
    submit(event: FormEvent) {
      event.preventDefault();
      if (!sending) send(form);
    },
    /** Sending, or saved and on the way back to My Account. */
    busy: sending || (answer !== undefined && 'saved' in answer),
    alert: answer && 'alert' in answer ? answer.alert : '',
  };
}
