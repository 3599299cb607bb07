// The last line of defence, for errors no request handler caught: every stream of a response has
// its errors handled, so these are bugs. Each is logged (kind, code, message and stack: never a
// request's data). A client that went away (a stream closed early, a reset connection) touches
// nothing but its own request, so the server keeps serving. Anything else may have left the process
// in a state nobody planned for: it stops accepting, lets running requests finish and exits with
// code 1, and `npm start` starts it again (docs/decisions/0018).
import type { FastifyBaseLogger } from 'fastify';
import { isClientGoneError } from './http/client-gone';

/** What may be logged of an error: no request body, headers or SQL parameters ride along. */
export function errorSummary(err: unknown): { type: string; code?: string; message: string; stack?: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: 'a value that is not an Error was thrown' };
  const code = (err as { code?: unknown }).code;
  const summary = { type: err.name, message: err.message, stack: err.stack };
  return code === undefined ? summary : { ...summary, code: String(code) };
}

export function guardProcess(log: FastifyBaseLogger, stop: () => void) {
  process.on('uncaughtException', (err) => {
    if (isClientGoneError(err)) {
      log.warn({ err: errorSummary(err) }, 'unhandled stream error of a client that went away; still serving');
      return;
    }
    log.fatal({ err: errorSummary(err) }, 'unexpected error outside any request: stopping so the shop restarts clean');
    stop();
  });
  // A promise nobody waited for: its work is over, nothing is left half-done in this process.
  process.on('unhandledRejection', (reason) => {
    log.error({ err: errorSummary(reason) }, 'unhandled promise rejection; still serving');
  });
}
