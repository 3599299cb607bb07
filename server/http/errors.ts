// One place that turns failures into answers: clear JSON for API clients, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { connectionClosed } from './client-gone';
import { BadRequestError } from './input/validate';

export class NotFoundError extends Error {
  readonly statusCode = 404;
}
export class ForbiddenError extends Error {
  readonly statusCode = 403;
}
export class ConflictError extends Error {
  readonly statusCode = 409;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // The client went away while its answer was being made or sent: nobody to answer, nothing failed.
    if (connectionClosed(reply)) {
      reply.hijack();
      reply.raw.destroy();
      return;
    }
    if (err instanceof BadRequestError) {
      return reply.code(400).send({ success: false, msg: err.message, errors: err.errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ success: false, msg: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit …), and ours.
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    const msg =
      status === 400 && err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : err.message;
    return reply.code(status).send({ success: false, msg });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, msg: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });
}
