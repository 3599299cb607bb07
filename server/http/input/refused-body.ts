// A request answered before its body was read (a 405 from a page, a 403 of the CSRF check, a 404, a
// 415, a 429) leaves the rest of that body in the connection. Node throws it away by itself only when
// nothing started reading it; once a reader has begun (React Router's Web Request wraps the body as a
// stream and stops at its high-water mark) the bytes sit unread and the next request on the same
// keep-alive connection is never parsed. So after every answer the rest is read and dropped, up to
// DRAIN_LIMIT bytes; a body declared larger is answered with `Connection: close` and the connection
// ends after the answer (docs/decisions/0053, docs/product.md#refused-requests).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What the server reads and drops after a refusal rather than closing the connection. */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

const declaredLength = (req: IncomingMessage) => {
  const n = Number(req.headers['content-length']);
  return Number.isFinite(n) ? n : undefined;
};

/** Whether the request still has body bytes the server has not read. */
function bodyLeft(req: IncomingMessage): boolean {
  return !req.complete && !req.destroyed;
}

/** Reads and drops what is left of the body; ends the connection past `limit` bytes. */
export function drainBody(req: IncomingMessage, limit = DRAIN_LIMIT): void {
  if (!bodyLeft(req)) return;
  // A reader that stopped (a Web stream at its high-water mark) would hold the bytes: it gets none now.
  req.removeAllListeners('data');
  req.removeAllListeners('readable');
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.socket?.destroy();
  });
  req.on('error', () => {});
  req.resume();
}

export function installRefusedBodyDraining(app: FastifyInstance): void {
  // Before the headers go: a body too large to drain is told the connection ends with this answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const req = request.raw;
    if (bodyLeft(req) && reply.statusCode >= 400) {
      const declared = declaredLength(req);
      if (declared === undefined || declared > DRAIN_LIMIT) reply.header('connection', 'close');
    }
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    drainBody(request.raw);
  });
}
