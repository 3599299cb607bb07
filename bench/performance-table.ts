// Writes one bench run into docs/performance.md: the current table (between the bench's markers,
// replaced whole) and a line at the end of the history table. Raw figures stay in bench/results/.
import fs from 'node:fs';
import type { EngineFigures } from './engine-figures';
import type { LoadFigures } from './http-figures';
import type { largeCatalogueMemory } from './large-catalogue';
import type { PageName } from './page-load';

const START = '<!-- bench:current (written by npm run bench; edits here are lost) -->';
const END = '<!-- /bench:current -->';

type Skipped = { skipped: string };
type FirstStart = { firstStartMs: number; firstStartRssMiB: number | null; restartRssMiB: number | null } | Skipped;
type Ran = EngineFigures & { pgliteAloneRssMiB?: number; firstStart?: FirstStart };
type Engine = Ran | Skipped;
type Lighthouse =
  | {
      pages: {
        url: string;
        scores: { performance: number | null };
        timings: Record<string, string | undefined>;
        benchmarkIndex?: number;
      }[];
    }
  | Skipped;
type Taps =
  | {
      controls: Record<
        string,
        {
          page: string;
          visits: number;
          visibleMsMedian: number | null;
          worksMsMedian: number | null;
          lostTaps: number;
          earlyTaps: number;
        }
      >;
      addToCartInpMsMedian: number | null;
    }
  | Skipped;
interface Run {
  date: string;
  build: string;
  node: string;
  cpus: number;
  quick: boolean;
  secondsPerRun: number;
  loadAverageAtStart: number;
  loadAverageAtEnd: number;
  firstStartWithSeedMs: number;
  coldStartMsMedian: number;
  javaScriptOnAPhone: Record<string, { jsGzipBytes: number; jsBrotliBytes: number }>;
  pglite: Engine;
  postgres: Engine;
  largeCatalogue?: Awaited<ReturnType<typeof largeCatalogueMemory>> | Skipped;
  lighthouse: Lighthouse;
  phoneTaps?: Taps;
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ran = (e: Engine): e is Ran => !('skipped' in e);
const yes = (b: boolean) => (b ? 'yes' : '**no**');

function loadCell(pair: [LoadFigures, LoadFigures], share?: number[]): string {
  const [a, b] = pair;
  const errors = a.errors + b.errors ? ` · ${n(a.errors + b.errors)} errors` : '';
  const ceiling = share ? ` · ${share[0]} / ${share[1]} of bare Node` : '';
  return `**${n(a.requestsPerSecond)}** / ${n(b.requestsPerSecond)} req/s · p50 ${n(a.latencyP50Ms)} / ${n(b.latencyP50Ms)} ms · p99 ${n(a.latencyP99Ms)} / ${n(b.latencyP99Ms)} ms${ceiling}${errors}`;
}

const PAGES: [PageName, string][] = [
  ['product', 'product page'],
  ['getProducts', 'GetProducts (15 cards)'],
  ['home', 'home page'],
  ['category', 'category page'],
];

/** The sale day (bench/sale-day.ts): browsing alone and while orders flow, and a refill's cost. */
function saleDayRows(both: (f: (e: Ran) => string) => [string, string]): [string, string, string][] {
  const day = (e: Ran) => ('skipped' in e.saleDay ? undefined : e.saleDay);
  const out: [string, string, string][] = [];
  out.push([
    'sale day: 50 shoppers on ~100 product pages, alone: req/s · p50 · p99',
    ...both((e) => {
      const d = day(e);
      if (!d) return 'skipped' in e.saleDay ? e.saleDay.skipped : '';
      return `**${n(d.alone.requestsPerSecond)}** req/s · ${n(d.alone.latencyP50Ms)} ms · ${n(d.alone.latencyP99Ms)} ms${d.alone.errors ? ` · ${n(d.alone.errors)} errors` : ''}`;
    }),
  ]);
  for (const i of [0, 1]) {
    out.push([
      `sale day, browsing while ${i === 0 ? 5 : 20} orders/s are asked: req/s · p50 · p99 · **ratio to alone**; orders placed`,
      ...both((e) => {
        const w = day(e)?.withOrders[i];
        if (!w) return '';
        const errors = w.errors ? ` · ${n(w.errors)} errors` : '';
        return `${n(w.requestsPerSecond)} req/s · ${n(w.latencyP50Ms)} ms · ${n(w.latencyP99Ms)} ms · **${w.ratio}**${errors}; ${n(w.ordersPlaced)} of ${n(w.ordersAsked)} (${w.ordersPlacedPerSecond}/s, p50 ${n(w.orderLatencyP50Ms)} ms, p99 ${n(w.orderLatencyP99Ms)} ms)`;
      }),
    ]);
  }
  out.push([
    'sale day target at 20 orders/s (ratio ≥ 0.5, p99 < 250 ms, ≥ 90 % of orders placed)',
    ...both((e) => {
      const w = day(e)?.withOrders[1];
      if (!w) return '';
      const placed = w.ordersPlaced / Math.max(1, w.ordersAsked);
      return [w.ratio >= 0.5, w.latencyP99Ms < 250, placed >= 0.9].map(yes).join(', ');
    }),
  ]);
  out.push([
    'a refill of a product page: render (miss, uncompressed) · Brotli 5 · Brotli 9 · gzip 9 (medians)',
    ...both((e) => {
      const r = day(e)?.refill;
      if (!r) return '';
      const q = (quality: number) => r.brotli.find((b) => b.quality === quality);
      const b = (quality: number) => `${q(quality)?.msMedian} ms (${kb(q(quality)?.bytesMedian ?? 0)})`;
      return `${r.renderMsMedian} ms (${kb(r.pageBytesMedian)}) · ${b(5)} · ${b(9)} · ${r.gzip9.msMedian} ms (${kb(r.gzip9.bytesMedian)})`;
    }),
  ]);
  return out;
}

function rows(run: Run): [string, string, string][] {
  const both = (f: (e: Ran) => string): [string, string] => [
    ran(run.pglite) ? f(run.pglite) : run.pglite.skipped,
    ran(run.postgres) ? f(run.postgres) : run.postgres.skipped,
  ];
  const out: [string, string, string][] = [];
  for (const [cache, label] of [
    ['cached', 'cached (PAGE_CACHE_MB=32)'],
    ['uncached', 'uncached (PAGE_CACHE_MB=0)'],
  ] as const)
    for (const [page, name] of PAGES)
      out.push([
        `${name}, ${label}: 10 / 50 connections`,
        ...both((e) =>
          loadCell(e[cache][page], (cache === 'cached' ? e.cachedShareOfCeiling : e.uncachedShareOfCeiling)[page]),
        ),
      ]);
  out.push([
    'bare Node sending the same bytes, 10 / 50 connections: product, GetProducts, home, category',
    ...both((e) =>
      PAGES.map(([p]) => `${n(e.ceiling[p][0].requestsPerSecond)} / ${n(e.ceiling[p][1].requestsPerSecond)}`).join(
        '; ',
      ),
    ),
  ]);
  out.push([
    'answers on the wire (as the shop sent them): product, GetProducts, home, category',
    ...both((e) => PAGES.map(([p]) => `${kb(e.wire[p].bytes)} ${e.wire[p].encoding}`).join('; ')),
  ]);
  out.push([
    'uncached product page, this build ÷ build 5e33d29 (10 connections, medians of alternating runs)',
    ...both((e) => {
      if ('skipped' in e.oldBuild) return e.oldBuild.skipped;
      const rates = (xs: LoadFigures[]) => xs.map((x) => n(x.requestsPerSecond)).join(', ');
      const restarts = e.oldBuild.oldServerRestarts
        ? `; the old build stopped at the end of a load run and was started again ${e.oldBuild.oldServerRestarts} times`
        : '';
      return `**${e.oldBuild.ratio}×** (${rates(e.oldBuild.thisBuild)} vs ${rates(e.oldBuild.oldBuild)} req/s${restarts})`;
    }),
  ]);
  out.push([
    'order placement, 20 buyers at once: orders/s, p50, p99',
    ...both((e) =>
      'skipped' in e.orders
        ? e.orders.skipped
        : `**${n(e.orders.ordersPerSecond)}** orders/s · ${n(e.orders.latencyP50Ms)} ms · ${n(e.orders.latencyP99Ms)} ms${e.orders.errors ? ` · ${e.orders.errors} errors` : ''}`,
    ),
  ]);
  out.push(...saleDayRows(both));
  out.push([
    'shop memory (RSS): idle after start / after the bench, cache full (every sitemap page)',
    ...both(
      (e) => `**${e.memory.rssIdleMiB} / ${e.memory.rssAfterBenchMiB} MiB** (${e.memory.sitemapPagesVisited} pages)`,
    ),
  ]);
  const large = run.largeCatalogue;
  if (large)
    out.push([
      'shop memory with 10,000 products (RSS): idle / peak while reading every category, 1,000 products and searches (budget)',
      'skipped' in large
        ? large.skipped
        : `**${large.rssIdleMiB} / ${large.rssPeakMiB} MiB** (${n(large.products)} products, ${n(large.requests)} requests; budget ${large.budgetMiB} MiB)`,
      '—',
    ]);
  out.push([
    'PGlite alone opening the demo database (RSS)',
    ran(run.pglite) ? `${run.pglite.pgliteAloneRssMiB} MiB` : '',
    '—',
  ]);
  out.push([
    'shop memory (RSS) 5 s after a first start on an empty database (migrate, seed, demo media) / after a restart; budget',
    ...both((e) => {
      const f = e.firstStart;
      if (!f) return '—';
      if ('skipped' in f) return f.skipped;
      const budget = e.engine === 'pglite' ? (e.pgliteAloneRssMiB ?? 0) + 150 : 150;
      const within = f.firstStartRssMiB !== null && f.firstStartRssMiB <= budget;
      return `**${f.firstStartRssMiB} MiB** / ${f.restartRssMiB} MiB; budget ${budget} MiB${e.engine === 'pglite' ? ' (PGlite alone + 150)' : ''}: ${yes(within)}`;
    }),
  ]);
  out.push([
    'server answered /api/health after its load: cached, uncached, old build, orders',
    ...both(
      (e) =>
        [
          e.serverSurvived.cached,
          e.serverSurvived.uncached,
          'skipped' in e.oldBuild ? false : e.oldBuild.oldServerSurvived,
          'skipped' in e.orders ? false : e.orders.serverSurvived,
        ]
          .map(yes)
          .join(', ') +
        Object.entries(e.serverEnded ?? {})
          .filter(([, how]) => how)
          .map(([shop, how]) => ` (${shop}: ${how})`)
          .join(''),
    ),
  ]);
  const lh = run.lighthouse;
  out.push([
    'Lighthouse mobile performance on a fresh shop: home, category, product; product LCP; TBT; benchmark index',
    'skipped' in lh
      ? lh.skipped
      : `${lh.pages.map((p) => p.scores.performance ?? '—').join(', ')}; LCP ${lh.pages.at(-1)?.timings['largest-contentful-paint'] ?? '—'}; TBT ${lh.pages.map((p) => p.timings['total-blocking-time'] ?? '—').join(', ')}; index ${lh.pages.map((p) => (p.benchmarkIndex === undefined ? '—' : Math.round(p.benchmarkIndex))).join(', ')}`,
    '',
  ]);
  const taps = run.phoneTaps;
  const sec = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
  if (taps && 'skipped' in taps) out.push(['taps on a phone', taps.skipped, '']);
  else if (taps) {
    for (const [name, c] of Object.entries(taps.controls))
      out.push([
        `tap on a phone (390 px, touch, 4× CPU, 1.6 Mbit/s, 150 ms): ${name} (${c.page}): visible, first works; lost taps`,
        `${sec(c.visibleMsMedian)}, ${sec(c.worksMsMedian)}; **${c.lostTaps}** lost of ${c.visits} (${c.earlyTaps} before the page woke)`,
        '',
      ]);
    out.push([
      'INP of Add To Cart on the product page, on that phone (median)',
      taps.addToCartInpMsMedian === null ? '—' : `${Math.round(taps.addToCartInpMsMedian)} ms`,
      '',
    ]);
  }
  const js = Object.values(run.javaScriptOnAPhone);
  out.push([
    'JavaScript a phone loads, gzip / Brotli: home, product, category',
    js.map((p) => `${kb(p.jsGzipBytes)} / ${kb(p.jsBrotliBytes)}`).join('; '),
    '',
  ]);
  out.push([
    'first start (migrate, seed, demo media); start on existing data (median of 3)',
    `${(run.firstStartWithSeedMs / 1000).toFixed(1)} s; ${(run.coldStartMsMedian / 1000).toFixed(1)} s`,
    '',
  ]);
  return out;
}

function currentSection(run: Run, file: string): string {
  const when = `${run.date.slice(0, 10)} ${run.date.slice(11, 16)} UTC`;
  const kind = run.quick
    ? `a **quick** run (${run.secondsPerRun} s per load run: a smoke check, not figures to quote)`
    : `a full run (${run.secondsPerRun} s per load run)`;
  return [
    START,
    `From ${kind} of ${when} (\`bench/results/${file}\`): build \`${run.build}\`, Node ${run.node}, ${run.cpus} cores,`,
    `load average ${run.loadAverageAtStart} at the start and ${run.loadAverageAtEnd} after the load runs. Load runs send`,
    '`Accept-Encoding: gzip, br`; figures are 10 / 50 connections.',
    '',
    '| figure | PGlite (embedded) | PostgreSQL |',
    '| --- | --- | --- |',
    ...rows(run).map((r) => `| ${r.join(' | ')} |`),
    END,
  ].join('\n');
}

function historyLine(run: Run, file: string): string {
  const e = ran(run.postgres) ? run.postgres : ran(run.pglite) ? run.pglite : undefined;
  const figures = e
    ? [
        `${e.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: cached product ${e.cachedShareOfCeiling.product[0]}, GetProducts ${e.cachedShareOfCeiling.getProducts[0]} of bare Node`,
        'skipped' in e.oldBuild ? 'old build not run' : `uncached product ${e.oldBuild.ratio}× build 5e33d29`,
        'skipped' in e.orders
          ? 'orders not run'
          : `${n(e.orders.ordersPerSecond)} orders/s, p99 ${e.orders.latencyP99Ms} ms`,
        `RSS ${e.memory.rssIdleMiB} / ${e.memory.rssAfterBenchMiB} MiB`,
        'skipped' in e.saleDay
          ? 'sale day not run'
          : `sale day at 20 orders/s: ratio ${e.saleDay.withOrders[1]?.ratio}, p99 ${e.saleDay.withOrders[1]?.latencyP99Ms} ms`,
      ].join('; ')
    : 'no engine ran';
  return `| ${run.date.slice(0, 10)} | \`${file}\` | ${run.quick ? 'quick run' : 'full run'}, build \`${run.build}\`, load ${run.loadAverageAtStart}–${run.loadAverageAtEnd} | ${figures} |`;
}

export function writePerformanceDoc(docFile: string, runFile: string, results: Record<string, unknown>): void {
  const run = results as unknown as Run;
  const doc = fs.readFileSync(docFile, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${docFile} has lost the bench's markers; put them back.`);
  const withTable = doc.slice(0, from) + currentSection(run, runFile) + doc.slice(to + END.length);
  fs.writeFileSync(docFile, `${withTable.trimEnd()}\n${historyLine(run, runFile)}\n`);
}
