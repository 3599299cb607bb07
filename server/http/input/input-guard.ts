// One check at the edge, before any handler or page loader runs: every query parameter, path
// parameter, JSON or form field and read header must be text the database can keep, percent-encoded
// correctly. Otherwise a 400 names the field: JSON under /api, plain text for pages
// (docs/decisions/0023). Back-office forms, read by the pages themselves, are checked by the gate.
//
// A route that must answer whatever it is sent (WiPay's return: a real payment must count) says
// `config: { unstorableText: 'drop' }`: its body loses those characters instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dropUnstorableText, findUnstorableText, type InputProblem } from './unstorable-text';
import { badEncodingMessage, badlyEncodedParameter } from './url-encoding';
import { BadRequestError } from './validate';

/** Headers handlers read as text, by their usual spelling. */
const READ_HEADERS = ['Idempotency-Key', 'Authorization'];

export const BAD_ADDRESS = 'The address is not correctly percent-encoded UTF-8.';

function queryProblem(request: FastifyRequest): InputProblem | null {
  const at = request.url.indexOf('?');
  if (at >= 0) {
    const bad = badlyEncodedParameter(request.url.slice(at + 1));
    if (bad !== null) return { field: bad, message: badEncodingMessage(bad) };
  }
  return findUnstorableText(request.query, 'query');
}

function paramsProblem(request: FastifyRequest): InputProblem | null {
  const params = request.params as Record<string, unknown> | undefined;
  if (!params || typeof params !== 'object') return null;
  // A page's catch-all parameter is the page address itself.
  const { '*': pagePath, ...named } = params;
  return findUnstorableText(pagePath, 'address') ?? findUnstorableText(named, 'address');
}

function headersProblem(request: FastifyRequest): InputProblem | null {
  for (const name of READ_HEADERS) {
    const problem = findUnstorableText(request.headers[name.toLowerCase()], name);
    if (problem) return problem;
  }
  return null;
}

export function inputProblem(request: FastifyRequest): InputProblem | null {
  const inAddress = queryProblem(request) ?? paramsProblem(request);
  return inAddress ?? headersProblem(request) ?? findUnstorableText(request.body, 'body');
}

const isApiPath = (path: string) => /^\/api(\/|$)/i.test(path);

/** JSON for API clients, in the shape of every other 400; a short plain-text page for browsers. */
export function refuseInput(path: string, reply: FastifyReply, msg: string, errors: InputProblem[] = []) {
  if (isApiPath(path)) return reply.code(400).send({ success: false, msg, errors });
  return reply.code(400).type('text/plain; charset=utf-8').send(msg);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'refuse' (the default): a 400 naming the field; 'drop': the body's text loses those characters. */
    unstorableText?: 'refuse' | 'drop';
  }
}

export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config?.unstorableText === 'drop') {
      request.body = dropUnstorableText(request.body);
      return;
    }
    const problem = inputProblem(request);
    if (!problem) return;
    const msg = `${problem.field}: ${problem.message}`;
    if (isApiPath(request.routeOptions.url ?? '')) throw new BadRequestError(msg, [problem]);
    return refuseInput(request.url, reply, problem.message);
  });
}

/** Fastify's frameworkErrors: a path that does not decode is a 400 in the shop's words, not a 500. */
export function answerFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return refuseInput(request.url, reply, BAD_ADDRESS);
  return reply.send(error);
}
