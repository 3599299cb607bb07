// Small measuring helpers: time to first byte, page weight, and load runs with autocannon.
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

/** JavaScript a page loads on first visit: its module scripts and modulepreloads, gzip-compressed. */
export async function pageJavaScriptBytes(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) srcs.add(m[1]!);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const buf = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { files: srcs.size, jsBytes: raw, jsGzipBytes: gz };
}

export async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    connections,
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
