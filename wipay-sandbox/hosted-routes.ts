import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCardForm } from './card-form';
import type { SandboxContext } from './context';
import { renderHostedPage, renderNotFoundPage } from './hosted-page';
import { HTML_HEADERS } from './html';
import { CANCELLED, outcomeForCard } from './outcomes';
import { withQuery } from './response-url';
import { returnParameters } from './settlement';

export const HOSTED_PATH = '/plugins/payments/hosted/:token';

interface TokenParams {
  token: string;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).headers(HTML_HEADERS).send(renderNotFoundPage());
}

/**
 * The hosted card page: GET shows it, POST pays (once) and redirects (303) to response_url,
 * GET …/cancel gives up and redirects with status=failed.
 */
export function registerHostedRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: TokenParams }>(HOSTED_PATH, async (request, reply) => {
    const pending = await ctx.pending.get(request.params.token);
    if (!pending) return notFound(reply);
    return reply
      .headers(HTML_HEADERS)
      .send(renderHostedPage({ token: request.params.token, request: pending.request, basePath: app.prefix }));
  });

  app.post<{ Params: TokenParams }>(HOSTED_PATH, async (request, reply) => {
    const { token } = request.params;
    const pending = await ctx.pending.get(token);
    if (!pending) return notFound(reply);

    const form = readCardForm(request.body, pending.request.cardType, pending.request.avs);
    if (!form.ok) {
      const html = renderHostedPage({
        token,
        request: pending.request,
        values: form.values,
        errors: form.errors,
        basePath: app.prefix,
      });
      return reply.code(422).headers(HTML_HEADERS).send(html);
    }

    if (!(await ctx.pending.take(token))) return notFound(reply);
    const apiKey = ctx.accounts[pending.request.accountNumber];
    const outcome = outcomeForCard(form.value.cardNumber);
    const params = returnParameters(pending, outcome, ctx.now(), apiKey, form.value);
    return reply.redirect(withQuery(pending.request.responseUrl, params), 303);
  });

  app.get<{ Params: TokenParams }>(`${HOSTED_PATH}/cancel`, async (request, reply) => {
    const pending = await ctx.pending.take(request.params.token);
    if (!pending) return notFound(reply);
    const apiKey = ctx.accounts[pending.request.accountNumber];
    const params = returnParameters(pending, CANCELLED, ctx.now(), apiKey);
    return reply.redirect(withQuery(pending.request.responseUrl, params), 303);
  });
}
