// What a refill of the page cache costs (docs/decisions/0063): the render of a product page (a miss
// asked with a query no one else asks, without compression), and the compression of its bytes at each
// Brotli quality and gzip 9, in this process. The shop compresses what it keeps once, at the quality
// the decision chose: it must cost less than the render.
import zlib from 'node:zlib';
import { median, round } from './http-figures';

const QUALITIES = [4, 5, 6, 8, 9, 11];

const brotli = (body: Buffer, quality: number) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });

function timed<T>(f: () => T): [T, number] {
  const t = performance.now();
  const out = f();
  return [out, performance.now() - t];
}

export async function refillCosts(url: string, productPaths: string[]) {
  const bodies: Buffer[] = [];
  const renders: number[] = [];
  for (const [i, path] of productPaths.slice(0, 20).entries()) {
    const t = performance.now();
    const res = await fetch(`${url}${path}?refill=${Date.now()}-${i}`, { headers: { 'accept-encoding': 'identity' } });
    bodies.push(Buffer.from(await res.arrayBuffer()));
    renders.push(performance.now() - t);
  }
  const compress = (f: (b: Buffer) => Buffer) => {
    const ms: number[] = [];
    const bytes: number[] = [];
    for (let pass = 0; pass < 3; pass++)
      for (const body of bodies) {
        const [out, took] = timed(() => f(body));
        ms.push(took);
        bytes.push(out.length);
      }
    return { msMedian: round(median(ms), 2), bytesMedian: median(bytes) };
  };
  return {
    pages: bodies.length,
    pageBytesMedian: median(bodies.map((b) => b.length)),
    renderMsMedian: round(median(renders), 2),
    brotli: QUALITIES.map((quality) => ({ quality, ...compress((b) => brotli(b, quality)) })),
    gzip9: compress((b) => zlib.gzipSync(b, { level: 9 })),
  };
}
