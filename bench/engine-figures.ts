// Everything the bench measures on one database engine (PGlite or PostgreSQL), in this order: the
// shop with its page cache (default PAGE_CACHE_MB=32), its memory idle and after the load with the
// cache full; the bare-Node ceiling sending the same answers; the shop without its cache
// (PAGE_CACHE_MB=0) beside the build before the page cache, alternating; order placement; a sale day
// (browsing while orders flow, bench/sale-day.ts). Each shop must
// still answer /api/health after its load runs (autocannon ends connections mid-answer).
import { startCeilingServer } from './ceiling-server';
import { BROWSER_ENCODINGS, type LoadFigures, load, median, round } from './http-figures';
import { rssMiB } from './memory';
import { OLD_COMMIT, startOldShop } from './old-build';
import { orderPlacementFigures } from './order-placement';
import {
  captureAnswers,
  loadPages,
  PAGE_NAMES,
  type PageFigures,
  type PageName,
  pagePaths,
  visitSitemap,
} from './page-load';
import { saleDayFigures } from './sale-day';
import { benchPort, type ShopProcess, startShopProcess } from './shop-process';

export interface EngineTarget {
  engine: 'pglite' | 'postgres';
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) of a seeded shop of this build. */
  env: Record<string, string>;
  /** The same for the old build: its own seeded data (its schema is not this one's). */
  oldEnv: Record<string, string>;
  orderTarget: { dataDir: string; databaseUrl?: string };
}

interface OldBuildComparison {
  commit: string;
  page: string;
  connections: number;
  /** Alternating runs, this build then the old one, each on the uncached product page. */
  thisBuild: LoadFigures[];
  oldBuild: LoadFigures[];
  /** Median req/s of this build over median req/s of the old build. */
  ratio: number;
  oldServerSurvived: boolean;
  /** Times the old build had stopped after a load run and was started again. */
  oldServerRestarts: number;
}

export type EngineFigures = Awaited<ReturnType<typeof engineFigures>>;

const ENCODINGS = { 'accept-encoding': BROWSER_ENCODINGS };
/** What the bench is doing, on stderr, so a long run shows where it is. */
export const step = (what: string) => console.error(`bench ${new Date().toISOString().slice(11, 19)}: ${what}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Share of the ceiling's req/s, per page and per connection count. */
function shareOfCeiling(shop: PageFigures, ceiling: PageFigures) {
  const share = (name: PageName, i: 0 | 1) =>
    round(shop[name][i].requestsPerSecond / Math.max(1, ceiling[name][i].requestsPerSecond), 3);
  return Object.fromEntries(PAGE_NAMES.map((n) => [n, [share(n, 0), share(n, 1)]])) as Record<PageName, number[]>;
}

async function cachedShopFigures(root: string, target: EngineTarget, seconds: number) {
  const shop = await startShopProcess(root, { ...target.env, PAGE_CACHE_MB: '32' }, benchPort(1));
  try {
    await pause(2000);
    const rssIdleMiB = rssMiB(shop.pid);
    const paths = await pagePaths(shop.url);
    const answers = await captureAnswers(shop.url, paths);
    const ceilingServer = await startCeilingServer(answers);
    let cached: PageFigures;
    let ceiling: PageFigures;
    try {
      [cached, ceiling] = (await loadPages([shop.url, ceilingServer.url], paths, seconds)) as [
        PageFigures,
        PageFigures,
      ];
    } finally {
      await ceilingServer.close();
    }
    const sitemapPagesVisited = await visitSitemap(shop.url);
    const rssAfterMiB = rssMiB(shop.pid);
    const serverSurvived = await shop.healthy();
    const wire = Object.fromEntries(
      PAGE_NAMES.map((n) => {
        const a = answers.get(paths[n])!;
        return [n, { status: a.status, encoding: a.headers['content-encoding'] ?? 'identity', bytes: a.body.length }];
      }),
    );
    return {
      paths,
      cached,
      ceiling,
      wire,
      rssIdleMiB,
      rssAfterMiB,
      sitemapPagesVisited,
      serverSurvived,
      serverEnded: shop.ended(),
    };
  } finally {
    await shop.stop();
  }
}

/**
 * The old build did not survive autocannon ending connections mid-answer (it stopped on an unhandled
 * stream error), so it is started again whenever /api/health no longer answers, and the restarts counted.
 */
async function oldBuildComparison(
  shop: ShopProcess,
  product: string,
  target: EngineTarget,
  seconds: number,
  rounds: number,
) {
  let old = await startOldShop(target.oldEnv, benchPort(5));
  let restarts = 0;
  const oldProduct = await pagePaths(old.url)
    .then((p) => p.product)
    .catch(async (err: unknown) => {
      await old.stop();
      throw err;
    });
  // Warmed by requests one after another, which end cleanly: an autocannon warm-up would stop it.
  const warm = async () => {
    for (let i = 0; i < 40; i++) await (await fetch(old.url + oldProduct, { headers: ENCODINGS })).arrayBuffer();
  };
  const alive = async () => {
    if (await old.healthy()) return;
    await old.stop();
    restarts++;
    old = await startOldShop(target.oldEnv, benchPort(5));
    await warm();
  };
  try {
    await warm();
    const thisBuild: LoadFigures[] = [];
    const oldBuild: LoadFigures[] = [];
    for (let i = 0; i < rounds; i++) {
      thisBuild.push(await load(shop.url + product, 10, seconds));
      await alive();
      oldBuild.push(await load(old.url + oldProduct, 10, seconds));
    }
    const rate = (xs: LoadFigures[]) => median(xs.map((x) => x.requestsPerSecond));
    return {
      commit: OLD_COMMIT,
      page: oldProduct,
      connections: 10,
      thisBuild,
      oldBuild,
      ratio: round(rate(thisBuild) / Math.max(0.1, rate(oldBuild)), 2),
      oldServerSurvived: (await old.healthy()) && restarts === 0,
      oldServerRestarts: restarts,
    } satisfies OldBuildComparison;
  } finally {
    await old.stop();
  }
}

async function uncachedShopFigures(root: string, target: EngineTarget, seconds: number, rounds: number) {
  const shop = await startShopProcess(root, { ...target.env, PAGE_CACHE_MB: '0' }, benchPort(2));
  try {
    const paths = await pagePaths(shop.url);
    const [uncached] = (await loadPages([shop.url], paths, seconds)) as [PageFigures];
    const oldBuild = await oldBuildComparison(shop, paths.product, target, seconds, rounds).catch((err: unknown) => ({
      skipped: `the old build did not run: ${(err as Error).message}`,
    }));
    return { uncached, oldBuild, serverSurvived: await shop.healthy(), serverEnded: shop.ended() };
  } finally {
    await shop.stop();
  }
}

export async function engineFigures(root: string, target: EngineTarget, seconds: number, quick: boolean) {
  const name = target.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  step(`${name}: the shop with its page cache, beside a bare Node server sending the same bytes`);
  const withCache = await cachedShopFigures(root, target, seconds);
  step(`${name}: the shop without its page cache, beside build ${OLD_COMMIT}`);
  const withoutCache = await uncachedShopFigures(root, target, seconds, quick ? 1 : 3);
  step(`${name}: order placement`);
  const orders = await orderPlacementFigures(root, target.orderTarget, benchPort(4), seconds).catch((err: unknown) => ({
    skipped: `order placement failed: ${(err as Error).message}`,
  }));
  step(`${name}: a sale day (browsing alone, then while orders flow)`);
  const saleDay = await saleDayFigures(root, target.orderTarget, benchPort(6), seconds).catch((err: unknown) => ({
    skipped: `the sale day failed: ${(err as Error).message}`,
  }));
  return {
    engine: target.engine,
    paths: withCache.paths,
    wire: withCache.wire,
    cached: withCache.cached,
    uncached: withoutCache.uncached,
    ceiling: withCache.ceiling,
    cachedShareOfCeiling: shareOfCeiling(withCache.cached, withCache.ceiling),
    uncachedShareOfCeiling: shareOfCeiling(withoutCache.uncached, withCache.ceiling),
    oldBuild: withoutCache.oldBuild,
    orders,
    saleDay,
    memory: {
      rssIdleMiB: withCache.rssIdleMiB,
      rssAfterBenchMiB: withCache.rssAfterMiB,
      sitemapPagesVisited: withCache.sitemapPagesVisited,
    },
    serverSurvived: { cached: withCache.serverSurvived, uncached: withoutCache.serverSurvived },
    /** How a shop that stopped during its load ended (null: it was still running). */
    serverEnded: { cached: withCache.serverEnded, uncached: withoutCache.serverEnded },
  };
}
