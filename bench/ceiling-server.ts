// The ceiling: a bare Node HTTP server sending, for each URL, the very answer the shop sent for it
// (status, headers, compressed body), from memory. It runs in a process of its own, as the shop
// does, so it does not share the load generator's thread.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Answer } from './page-load';

/** Headers a server sets per connection or per moment, not per answer: Node writes its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface StoredAnswer {
  url: string;
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: string;
}

function serve(file: string) {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredAnswer[];
  const answers = new Map(
    stored.map((a) => {
      const body = Buffer.from(a.body, 'base64');
      const headers: http.OutgoingHttpHeaders = { 'content-length': body.length };
      for (const [k, v] of Object.entries(a.headers)) if (!PER_CONNECTION.has(k) && v !== undefined) headers[k] = v;
      return [a.url, { status: a.status, headers, body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 });
      return res.end();
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
}

export async function startCeilingServer(
  answers: Map<string, Answer>,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-ceiling-'));
  const file = path.join(dir, 'answers.json');
  const stored: StoredAnswer[] = [...answers].map(([url, a]) => ({ url, ...a, body: a.body.toString('base64') }));
  fs.writeFileSync(file, JSON.stringify(stored));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', () => reject(new Error('The bare Node server stopped before it listened.')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) serve(process.argv[2]!);
