// Lighthouse 12 (mobile, default simulated throttling) on the home page, a category page and a
// product page of a running production shop: performance, accessibility, best practices and SEO
// scores (0–100) and the main timings. Targets: performance ≥ 95, the rest 100. Each page is run
// RUNS times (LIGHTHOUSE_RUNS, default 3) on a fresh browser: the run with the median performance
// score is reported, with every run's score beside it, because one run moves by several points.
//
// `npm run bench` calls runLighthouse at the end; alone: `npx tsx bench/lighthouse.ts http://localhost:3000`.
// The base address must be the shop's PUBLIC_BASE_URL, or the canonical links point elsewhere.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

export interface PageScores {
  url: string;
  /** Every run's performance score; null where Lighthouse gave none (its reason is in failedAudits). */
  performanceRuns?: (number | null)[];
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  timings: Record<string, string | undefined>;
  /** Lighthouse's own measure of the machine's speed: its scores fall on a slower one (TBT above all). */
  benchmarkIndex?: number;
  failedAudits: string[];
}

/** The home page, then the first category page and the first product page of this shop's sitemap. */
export async function samplePages(baseUrl: string): Promise<[home: string, category: string, product: string]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const category = paths.find((p) => /^\/category\/\d+$/.test(p)) ?? '/category';
  const product = paths.find((p) => /^\/productdetails\/\d+$/.test(p)) ?? '/productdetails/1';
  return ['/', category, product];
}

async function runOnce(chromePath: string, baseUrl: string, pagePath: string): Promise<PageScores> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const url = baseUrl + pagePath;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    return {
      url: pagePath,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100),
        ]),
      ) as PageScores['scores'],
      timings: Object.fromEntries(TIMINGS.map((t) => [t, lhr.audits[t]?.displayValue])),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      failedAudits: [
        ...(lhr.runtimeError ? [`runtime error: ${lhr.runtimeError.code}`] : []),
        ...Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
      ],
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

export async function runLighthouse(baseUrl: string): Promise<{ pages: PageScores[] } | { skipped: string }> {
  let chromePath: string;
  try {
    chromePath = process.env.CHROME_PATH ?? findChromium({ install: false });
  } catch (err) {
    return { skipped: (err as Error).message };
  }
  const pages: PageScores[] = [];
  for (const pagePath of await samplePages(baseUrl)) {
    const runs: PageScores[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Chromium sometimes loses the start of its trace (NO_NAVSTART): that run has no score and
      // Lighthouse asks to run again. Up to two more tries; a run still without a score stays null.
      let run = await runOnce(chromePath, baseUrl, pagePath);
      for (let retry = 0; retry < 2 && run.scores.performance === null; retry++)
        run = await runOnce(chromePath, baseUrl, pagePath);
      runs.push(run);
    }
    // The median of the runs that gave a score; a run without one is shown as null, not as 0.
    const scored = runs
      .filter((r) => r.scores.performance !== null)
      .sort((a, b) => a.scores.performance! - b.scores.performance!);
    const median = scored[Math.floor((scored.length - 1) / 2)] ?? runs[0]!;
    pages.push({ ...median, performanceRuns: runs.map((r) => r.scores.performance) });
  }
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  runLighthouse(base).then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
