import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server';

const HTML =
  '<head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<link rel="preload" as="image" href="/media/logo.svg"/></head><body><p>&lt;link rel="modulepreload" in text</p></body>';

async function throughBytes(chunks: Buffer[]): Promise<string> {
  let out = '';
  for await (const piece of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += String(piece);
  return out;
}
const through = (chunks: string[]) => throughBytes(chunks.map((c) => Buffer.from(c)));

describe('script preloads at low priority', () => {
  it('marks every modulepreload link and leaves the rest of the page as it was', async () => {
    const out = await through([HTML]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/media/logo.svg"/>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HTML);
  });

  it('finds a tag cut in two by the stream, wherever the cut falls', async () => {
    const whole = await through([HTML]);
    for (let cut = 1; cut < HTML.length; cut++) {
      expect(await through([HTML.slice(0, cut), HTML.slice(cut)])).toBe(whole);
    }
  });

  it('keeps a page without preloads byte for byte, ending in a partial tag', async () => {
    expect(await through(['<p>plain</p><link rel="mod'])).toBe('<p>plain</p><link rel="mod');
  });

  it('keeps a character of several bytes that a chunk boundary cuts in two', async () => {
    const page = Buffer.from('<p>Café — Dholak ₹</p><link rel="modulepreload" href="/a.js"/>');
    const expected = '<p>Café — Dholak ₹</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>';
    for (let cut = 1; cut < page.length; cut++) {
      expect(await throughBytes([page.subarray(0, cut), page.subarray(cut)])).toBe(expected);
    }
  });
});
