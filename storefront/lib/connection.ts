// Whether a failed call failed for want of a connection (docs/decisions/0055): fetch throws a
// TypeError when the request never got an answer; the server's own refusals are ApiErrors.
import { ApiError } from './api';

export function noConnection(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
