// Tests only: HTTP requests from a chosen loopback address (any of 127.0.0.0/8 on Linux), so that a
// load balancer sees several clients on one machine and each test has a request budget of its own.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
  json(): any;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface SendOptions {
  from?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export function send(method: string, url: string, opts: SendOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, localAddress: opts.from, headers: opts.headers, timeout: opts.timeoutMs ?? 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString('utf8');
          const status = response.statusCode ?? 0;
          resolve({ status, headers: response.headers, body, bytes, json: () => JSON.parse(body) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(opts.body);
  });
}

/** A random 127.x.y.z: its own count in Redis, whatever earlier runs left there. */
export function loopbackAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `127.${octet()}.${octet()}.${octet()}`;
}

export const closeClients = () => agent.destroy();
