// The ceiling: a bare Node HTTP server sending, for each URL, the very answer the shop sent for it
// (status, headers, compressed body), from memory.
import http from 'node:http';
import type { Answer } from './page-load';

/** Headers a server sets per connection or per moment, not per answer: Node writes its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export function startCeilingServer(answers: Map<string, Answer>): Promise<{ url: string; close(): Promise<void> }> {
  const prepared = new Map(
    [...answers].map(([url, answer]) => {
      const headers: http.OutgoingHttpHeaders = { 'content-length': answer.body.length };
      for (const [k, v] of Object.entries(answer.headers))
        if (!PER_CONNECTION.has(k) && v !== undefined) headers[k] = v;
      return [url, { ...answer, headers }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = prepared.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 });
      return res.end();
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
