import type { ActionResult } from '../../../shop-rules/api/backoffice';
import { NOT_ALLOWED, noSuch } from '../../../shop-rules/messages/backoffice';

export type { ActionResult };

// A refusal the staff can act on: a message, and per form field what is wrong. Nothing was changed.
export class BackofficeError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly status: 400 | 404 | 409 | 413 | 429 = 400,
  ) {
    super(message);
    this.name = 'BackofficeError';
  }
}

export const notFound = (what: string) => new BackofficeError(noSuch(what), {}, 404);

/** The 403 page: this role does not open that area. */
export const forbidden = () => new Response(NOT_ALLOWED, { status: 403, statusText: 'Forbidden' });

/** Runs a change; a BackofficeError becomes the form's message, anything else goes on up. */
export async function attempt(
  change: () => Promise<string | Response | ActionResult>,
): Promise<ActionResult | Response> {
  try {
    const done = await change();
    return typeof done === 'string' ? { ok: true, msg: done } : done;
  } catch (err) {
    if (err instanceof BackofficeError) return { ok: false, msg: err.message, fields: err.fields, status: err.status };
    throw err;
  }
}
