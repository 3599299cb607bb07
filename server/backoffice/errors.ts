import { noSuch } from '../../shop-rules/messages/backoffice';

export type { ActionResult } from '../../shop-rules/api/backoffice';

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
