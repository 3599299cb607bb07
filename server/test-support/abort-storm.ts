// Tests only: clients that go away at any moment. Each request goes out on a raw socket of its own
// and is cut off at a chosen point: half-way through its own headers or body, before the answer's
// first byte, right after it, part-way through the body, or after a random wait. Half of the cuts
// are resets (RST), half ordinary closes (FIN).
import net from 'node:net';

export type Cut = 'in-request' | 'before-answer' | 'first-byte' | 'mid-body' | 'after-wait';

export interface StormRequest {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body for POST requests. */
  body?: string;
  headers?: Record<string, string>;
}

export interface StormOutcome {
  sent: number;
  /** Requests whose socket the test cut off, by where. */
  cuts: Record<Cut, number>;
  /** Requests the server answered completely before the cut came. */
  finished: number;
  /** Requests the server closed without a byte of answer (a request cut in half, a timeout). */
  dropped: number;
  /** Requests the server neither answered nor closed within the wait (a stalled server). */
  unanswered: number;
}

const ENCODINGS = ['gzip', 'br', 'gzip, deflate, br', 'identity', ''];
const CUTS: Cut[] = ['in-request', 'before-answer', 'first-byte', 'mid-body', 'after-wait'];

/** A small seeded generator, so a failing storm can be replayed with the seed it printed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

function requestBytes(port: number, request: StormRequest, encoding: string): { head: string; body: Buffer } {
  const body = Buffer.from(request.body ?? '');
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  if (encoding) lines.push(`Accept-Encoding: ${encoding}`);
  for (const [name, value] of Object.entries(request.headers ?? {})) lines.push(`${name}: ${value}`);
  if (request.method === 'POST') {
    const typed = Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'content-type');
    if (!typed) lines.push('Content-Type: application/json');
    lines.push(`Content-Length: ${body.length}`);
  }
  return { head: `${lines.join('\r\n')}\r\n\r\n`, body };
}

function one(
  port: number,
  request: StormRequest,
  random: () => number,
  outcome: StormOutcome,
  waitMs: number,
): Promise<void> {
  const cut = CUTS[Math.floor(random() * CUTS.length)]!;
  const encoding = ENCODINGS[Math.floor(random() * ENCODINGS.length)]!;
  const reset = random() < 0.5;
  const { head, body } = requestBytes(port, request, encoding);
  // Skewed towards the first kilobytes: most answers (JSON, compressed pages) are a few kilobytes, and a
  // cut drawn evenly up to 48 KB mostly came after their end, leaving too few cut mid-body.
  const cutAfterBytes = 1 + Math.floor(random() ** 3 * 48_000);
  const waitBeforeCut = Math.floor(random() * 120);
  outcome.sent++;
  return new Promise((resolve) => {
    let received = 0;
    let done = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (how: 'cut' | 'finished' | 'dropped' | 'unanswered') => {
      if (done) return;
      done = true;
      clearTimeout(guard);
      clearTimeout(timer);
      if (how === 'cut') outcome.cuts[cut]++;
      else if (how === 'finished') outcome.finished++;
      else if (how === 'dropped') outcome.dropped++;
      else outcome.unanswered++;
      if (reset && !socket.destroyed) socket.resetAndDestroy();
      else socket.destroy();
      resolve();
    };
    const guard = setTimeout(() => finish('unanswered'), waitMs);
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', () => finish('cut'));
    socket.on('close', () => finish(received > 0 ? 'finished' : 'dropped'));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (cut === 'first-byte' || (cut === 'mid-body' && received >= cutAfterBytes)) finish('cut');
    });
    socket.once('connect', () => {
      if (cut === 'in-request') {
        // Part of the headers, or all of them and part of the body.
        const whole = Buffer.concat([Buffer.from(head), body]);
        const intoBody = body.length > 0 && random() < 0.5;
        const upTo = intoBody ? head.length + Math.floor(body.length / 2) : Math.floor(head.length / 2);
        socket.write(whole.subarray(0, Math.max(1, upTo)), () => finish('cut'));
        return;
      }
      socket.write(Buffer.concat([Buffer.from(head), body]));
      if (cut === 'before-answer') setImmediate(() => finish('cut'));
      if (cut === 'after-wait') timer = setTimeout(() => finish('cut'), waitBeforeCut);
    });
  });
}

/** Sends `total` requests drawn from `requests`, `concurrency` at a time, each cut off somewhere. */
export async function abortStorm(opts: {
  port: number;
  requests: StormRequest[];
  total: number;
  concurrency: number;
  seed: number;
  /** How long one request may go unanswered before it counts as stalled. */
  waitMs?: number;
}): Promise<StormOutcome> {
  const random = seededRandom(opts.seed);
  const outcome: StormOutcome = {
    sent: 0,
    finished: 0,
    dropped: 0,
    unanswered: 0,
    cuts: { 'in-request': 0, 'before-answer': 0, 'first-byte': 0, 'mid-body': 0, 'after-wait': 0 },
  };
  let next = 0;
  const worker = async () => {
    while (next < opts.total) {
      next++;
      const request = opts.requests[Math.floor(random() * opts.requests.length)]!;
      await one(opts.port, request, random, outcome, opts.waitMs ?? 15_000);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return outcome;
}
