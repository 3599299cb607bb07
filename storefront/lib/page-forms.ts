// The shopper's pages send their forms to their route's clientAction, as a submission to the page's
// own address (docs/decisions/0026-one-way-to-load-data.md).
import { useEffect, useRef } from 'react';
import {
  type ShouldRevalidateFunction,
  type SubmitTarget,
  useActionData,
  useNavigation,
  useSubmit,
} from 'react-router';

/**
 * After a page's own form was sent, its data stays as read: the form's answer says what happened.
 * A session that changed (revalidate) or another address still reads again.
 */
export const keepAfterSending: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;

/** The JSON body the page's own form sent (usePageForm's send). */
export async function sentJson<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * The page's form: send(data) hands it to the route's clientAction as JSON (a field left undefined
 * is dropped, as JSON.stringify drops it); sending is true until the action has answered; answer is
 * the action's last answer once it has. The page keeps its place on the screen.
 */
export function usePageForm<T>() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const last = useActionData() as T | undefined;
  const sending = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  const send = (data: object) =>
    void submit(data as SubmitTarget, { method: 'post', encType: 'application/json', preventScrollReset: true });
  return { send, sending, answer: sending ? undefined : last, last };
}

/** Runs handle once for each new answer of the page's form. */
export function useOnAnswer<T>(answer: T | undefined, handle: (answer: T) => void) {
  const seen = useRef<T | undefined>(undefined);
  // No list of dependencies: handle may close over anything; the check makes it once an answer.
  useEffect(() => {
    if (answer === undefined || seen.current === answer) return;
    seen.current = answer;
    handle(answer);
  });
}
