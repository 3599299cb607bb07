// Load runs on what shoppers ask for most: the home, a category and a product page, and the home
// page's product list (GetProducts), each at 10 and 50 connections with browser encodings. Also
// keeps the exact answer each URL got (status, headers, compressed bytes) for the bare-Node ceiling.
import http from 'node:http';
import { BROWSER_ENCODINGS, type LoadFigures, load } from './http-figures';
import { samplePages } from './lighthouse';

const GET_PRODUCTS = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15&UseForExpo=1';
export const PAGE_NAMES = ['home', 'category', 'product', 'getProducts'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export type PagePaths = Record<PageName, string>;
/** Figures at 10 and at 50 connections. */
export type PageFigures = Record<PageName, [LoadFigures, LoadFigures]>;

export interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

export async function pagePaths(base: string): Promise<PagePaths> {
  const [home, category, product] = await samplePages(base);
  return { home, category, product, getProducts: GET_PRODUCTS };
}

/** One request as a browser makes it; the answer exactly as it came over the wire (not decompressed). */
function captureAnswer(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

export async function captureAnswers(base: string, paths: PagePaths): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const name of PAGE_NAMES) answers.set(paths[name], await captureAnswer(base + paths[name]));
  return answers;
}

/**
 * Each page on each server in turn (the shop, then the bare-Node server sending its bytes), so both
 * meet the same moment of a shared machine. A short run first warms each (its code compiled, its
 * caches filled).
 */
export async function loadPages(bases: string[], paths: PagePaths, seconds: number): Promise<PageFigures[]> {
  const figures = bases.map(() => ({}) as Partial<PageFigures>);
  for (const name of PAGE_NAMES) {
    for (const base of bases) await load(base + paths[name], 10, Math.max(1, Math.min(2, seconds / 2)));
    const runs = bases.map(() => [] as LoadFigures[]);
    for (const connections of [10, 50])
      for (const [i, base] of bases.entries()) runs[i]!.push(await load(base + paths[name], connections, seconds));
    for (const [i, f] of figures.entries()) f[name] = runs[i] as [LoadFigures, LoadFigures];
  }
  return figures as PageFigures[];
}

/** Every page of the sitemap once (at most `limit`), so the page cache holds what a crawler would fill. */
export async function visitSitemap(base: string, limit = 2000): Promise<number> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
  let visited = 0;
  for (const p of [...paths.slice(0, limit), GET_PRODUCTS]) {
    if ((await captureAnswer(base + p)).status === 200) visited++;
  }
  return visited;
}
