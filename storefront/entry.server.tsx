// Server rendering of the whole document before any of it is sent: no loader defers data, so the
// page is ready as soon as its loaders have answered, and one buffer, compressed in one call, costs
// the server far less than a stream of pieces (docs/decisions/0047). The CSP nonce made by the
// Fastify server for this request is put on every inline script React Router writes.
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';

// The server takes its request handler from here, so pages are handled and drawn by one copy of
// React Router: its production files, bundled into the server build (docs/decisions/0050).
export { createRequestHandler } from 'react-router';

import { InlineStylesProvider } from './lib/first-load/inline-styles';
import { keptPartsReady } from './lib/first-load/kept-part';
import { NonceProvider } from './lib/first-load/nonce';
import { withScriptsAfterThePicture } from './lib/first-load/scripts-after-the-picture.server';
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
  // A page made for the server's cache has no nonce (docs/decisions/0030).
  const { nonce = '' } = loadContext as { nonce?: string };
  await keptPartsReady();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    // React writes the finished page into memory, all at once (the render is over when it starts),
    // so a plain collector does: no stream machinery per chunk. It leaves as one buffer with its length.
    const collect = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        return true;
      },
      end() {
        clearTimeout(timeLimit);
        const html = withScriptsAfterThePicture(Buffer.concat(chunks));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(html.length));
        resolve(
          new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      destroy(error?: unknown) {
        clearTimeout(timeLimit);
        reject(error ?? new Error('The page stopped while it was written.'));
      },
      // React listens for drain, error and close: a collector in memory has none of them.
      on() {
        return collect;
      },
    };
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
        // up to 300 ms later: the page shifts under the shopper (decision 17, sixth pass).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collect as unknown as Writable);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A shopper who left aborts the render: not an error.
          if (!shellRendered || request.signal.aborted) return;
          pageLog(loadContext)?.error({ err: error }, 'page failed while rendering');
        },
      },
    );
    // A shopper who left, or a page stuck longer than React Router waits for data, stops the render.
    const timeLimit = setTimeout(abort, streamTimeout + 1000);
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}
