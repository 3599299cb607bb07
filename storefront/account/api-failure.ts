import { ERROR_CONNECTING_SERVER } from '../../shop-rules';
import { ApiError } from '../lib/api';

/**
 * The server's own message for an HTTP error; 'Error Connecting Server' when no answer came (docs/product.md#notices).
 */
export function failureText(err: unknown): string {
  return err instanceof ApiError ? err.message : ERROR_CONNECTING_SERVER;
}

export const isSessionRefused = (err: unknown) => err instanceof ApiError && err.status === 401;
