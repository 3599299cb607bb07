// The pages whose forms go to their route's clientAction through a fetcher
// (docs/decisions/0026-one-way-to-load-data.md).
import { useEffect, useRef } from 'react';
import type { ShouldRevalidateFunction, SubmitTarget } from 'react-router';

/**
 * After a page's own form was sent, its data stays as read: the form's answer says what happened.
 * A session that changed (revalidate) or another address still reads again.
 */
export const keepAfterSending: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? false : defaultShouldRevalidate;

/** The JSON body the page's own form sent (fetcher.submit with encType application/json). */
export async function sentJson<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

export const JSON_POST = { method: 'post', encType: 'application/json' } as const;

/** Plain data as a fetcher's JSON body; a field left undefined is dropped, as JSON.stringify drops it. */
export const asJsonBody = (data: object): SubmitTarget => data as SubmitTarget;

/** Runs handle once for each new answer of the page's form (its fetcher's data). */
export function useOnAnswer<T>(answer: T | undefined, handle: (answer: T) => void) {
  const seen = useRef<T | undefined>(undefined);
  // No list of dependencies: handle may close over anything; the check makes it once an answer.
  useEffect(() => {
    if (answer === undefined || seen.current === answer) return;
    seen.current = answer;
    handle(answer);
  });
}
