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

export const notFound = (what: string) => new BackofficeError(`No such ${what}.`, {}, 404);

/** What an action answers: shown above the form, with the fields marked. */
export type ActionResult =
  | { ok: true; msg: string; [extra: string]: unknown }
  | { ok: false; msg: string; fields: Record<string, string>; status: number; values?: Record<string, string> };
