// A client may close its connection at any byte. Then nothing can be sent, and the errors it causes
// in the streams of its answer are no fault of the shop: they are dropped, never answered or logged
// as failures.
import type { FastifyReply } from 'fastify';

/** The connection is closed or reset: whatever is sent now is thrown away. */
export function connectionClosed(reply: FastifyReply): boolean {
  return reply.raw.destroyed || reply.raw.socket?.destroyed === true;
}

/** Errors that only mean a connection ended early. */
const CLIENT_GONE_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_STREAM_UNABLE_TO_PIPE',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ABORT_ERR',
]);

export function isClientGoneError(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown } | null;
  return !!e && (CLIENT_GONE_CODES.has(String(e.code)) || e.name === 'AbortError');
}
