// Server rendering with streaming; bots get the whole document at once. The CSP nonce made by the
// Fastify server for this request is put on every inline script React Router writes.
import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { InlineStylesProvider } from './lib/inline-styles';
import { keptPartsReady } from './lib/kept-part';
import { NonceProvider } from './lib/nonce';
import { scriptsAfterThePicture } from './lib/scripts-after-the-picture.server';
import appCss from './styles/app.css?inline';

export const streamTimeout = 5_000;

/** The request's logger, whose serializers keep SQL parameters and personal data out of the log. */
function pageLog(context: unknown) {
  return (context as Partial<AppLoadContext> | undefined)?.log;
}

/**
 * Errors of loaders, actions and rendering go to the server's log (not React Router's console.error
 * of the whole error: a failed query's message holds its parameters), except work stopped because
 * the client left and answers of 4xx (no such page, a POST to a page without a form handler).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const log = pageLog(context);
  if (log) log.error({ err: inner ?? error }, 'page request failed');
  else console.error('page request failed (no logger to say why)');
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page made for the server's cache has no nonce and is rendered whole (docs/decisions/0030).
  const { nonce = '', wholeDocument = false } = loadContext as { nonce?: string; wholeDocument?: boolean };
  await keptPartsReady();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = wholeDocument || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider value={appCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        // React 19.2 otherwise moves every finished Suspense part over 500 bytes that comes after the
        // first 12,800 bytes (the inline styles fill those) to the end of the document and reveals it
        // up to 300 ms later: the page shifts under the shopper (decision 17, sixth pass). Only parts
        // still waiting for data are streamed later.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          // A shopper who goes away cancels the response, which destroys the last stream with the
          // cancel's reason, an error; unhandled, it would end the process. pipeline() passes the end
          // back to `body`, so React stops rendering, but lets go of the last stream once everything
          // is written into it, while the shopper may still be reading: the stream keeps a listener
          // of its own. Nothing to log: the client left.
          const document = pipeline(body, scriptsAfterThePicture(), () => {});
          document.on('error', () => {});
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const stream = createReadableStreamFromReadable(document);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A shopper who left aborts the render: not an error.
          if (!shellRendered || request.signal.aborted) return;
          pageLog(loadContext)?.error({ err: error }, 'page failed while streaming');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
