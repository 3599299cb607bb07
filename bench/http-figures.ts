// Small measuring helpers: time to first byte, page weight, and load runs with autocannon (browser encodings).
import http from 'node:http';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function timeToFirstByte(url: string, runs = 15) {
  const samples: number[] = [];
  let htmlBytes = 0;
  let gzipBytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const reader = res.body!.getReader();
    const first = await reader.read();
    samples.push(performance.now() - t0);
    const chunks: Uint8Array[] = first.value ? [first.value] : [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const body = Buffer.concat(chunks);
    htmlBytes = body.length;
    gzipBytes = zlib.gzipSync(body).length;
  }
  return { ttfbMsMedian: round(median(samples)), htmlBytes, htmlGzipBytes: gzipBytes };
}

/** Bytes the server sends for a path when the client accepts only this encoding (no decompression). */
export function wireBytes(
  url: URL,
  encoding: 'gzip' | 'br' | 'identity',
): Promise<{ bytes: number; raw: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const sent = String(res.headers['content-encoding'] ?? 'identity');
          const raw =
            sent === 'gzip'
              ? zlib.gunzipSync(body).length
              : sent === 'br'
                ? zlib.brotliDecompressSync(body).length
                : body.length;
          resolve({ bytes: body.length, raw, encoding: sent });
        });
      })
      .on('error', reject);
  });
}

/**
 * JavaScript a page loads on first visit (its module scripts and preloads): bytes as they
 * come over the network to a browser that accepts gzip (the budget's measure) and one that accepts
 * Brotli (what current phones get).
 */
export async function pageJavaScriptBytes(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!);
  // The preloads the module script adds once the main picture is painted (docs/decisions/0046).
  for (const m of html.matchAll(/for\(const h of(\["[^\]]*\])\)/g)) for (const src of JSON.parse(m[1]!)) srcs.add(src);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1]!);
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const src of srcs) {
    const gzip = await wireBytes(new URL(src, base), 'gzip');
    raw += gzip.raw;
    gz += gzip.bytes;
    br += (await wireBytes(new URL(src, base), 'br')).bytes;
  }
  return { files: srcs.size, jsBytes: raw, jsGzipBytes: gz, jsBrotliBytes: br };
}

/** What browsers send: every load run asks for compressed answers, as a phone or a desktop does. */
export const BROWSER_ENCODINGS = 'gzip, br';

export interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Bytes per answer on the wire (compressed), as autocannon counted them. */
  bytesPerAnswer: number;
  errors: number;
}

export async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
  });
  // Autocannon walks away from the answers still in flight, but the server finishes them: on PGlite,
  // which runs one query at a time, that backlog would be counted against the next run. One more
  // request, queued behind it, waits until it is done.
  await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS }, signal: AbortSignal.timeout(120_000) })
    .then((r) => r.arrayBuffer())
    .catch(() => {});
  return {
    connections,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerAnswer: result.requests.average ? Math.round(result.throughput.average / result.requests.average) : 0,
    errors: result.errors + result.non2xx,
  };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
