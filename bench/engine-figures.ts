// Everything the bench measures on one database engine (PGlite or PostgreSQL), in this order: the
// shop with its page cache (default PAGE_CACHE_MB=32), its memory idle and after the load with the
// cache full; the bare-Node ceiling sending the same answers; the shop without its cache
// (PAGE_CACHE_MB=0) beside the build before issue 18, alternating; order placement. Each shop must
// still answer /api/health after its load runs (autocannon ends connections mid-answer).
import { startCeilingServer } from './ceiling-server';
import { type LoadFigures, load, median, round } from './http-figures';
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
import { type ShopProcess, startShopProcess } from './shop-process';

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
}

export type EngineFigures = Awaited<ReturnType<typeof engineFigures>>;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Share of the ceiling's req/s, per page and per connection count. */
function shareOfCeiling(shop: PageFigures, ceiling: PageFigures) {
  const share = (name: PageName, i: 0 | 1) =>
    round(shop[name][i].requestsPerSecond / Math.max(1, ceiling[name][i].requestsPerSecond), 3);
  return Object.fromEntries(PAGE_NAMES.map((n) => [n, [share(n, 0), share(n, 1)]])) as Record<PageName, number[]>;
}

async function cachedShopFigures(root: string, target: EngineTarget, seconds: number) {
  const shop = await startShopProcess(root, { ...target.env, PAGE_CACHE_MB: '32' }, 3411);
  try {
    await pause(2000);
    const rssIdleMiB = rssMiB(shop.pid);
    const paths = await pagePaths(shop.url);
    const answers = await captureAnswers(shop.url, paths);
    const cached = await loadPages(shop.url, paths, seconds);
    const sitemapPagesVisited = await visitSitemap(shop.url);
    const rssAfterMiB = rssMiB(shop.pid);
    const serverSurvived = await shop.healthy();
    const wire = Object.fromEntries(
      PAGE_NAMES.map((n) => {
        const a = answers.get(paths[n])!;
        return [n, { status: a.status, encoding: a.headers['content-encoding'] ?? 'identity', bytes: a.body.length }];
      }),
    );
    return { paths, answers, cached, wire, rssIdleMiB, rssAfterMiB, sitemapPagesVisited, serverSurvived };
  } finally {
    await shop.stop();
  }
}

async function oldBuildComparison(
  shop: ShopProcess,
  product: string,
  target: EngineTarget,
  seconds: number,
  rounds: number,
) {
  const old = await startOldShop(target.oldEnv, 3415);
  try {
    const oldProduct = (await pagePaths(old.url)).product;
    await load(old.url + oldProduct, 10, Math.max(1, Math.min(2, seconds / 2)));
    const thisBuild: LoadFigures[] = [];
    const oldBuild: LoadFigures[] = [];
    for (let i = 0; i < rounds; i++) {
      thisBuild.push(await load(shop.url + product, 10, seconds));
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
      oldServerSurvived: await old.healthy(),
    } satisfies OldBuildComparison;
  } finally {
    await old.stop();
  }
}

async function uncachedShopFigures(root: string, target: EngineTarget, seconds: number, rounds: number) {
  const shop = await startShopProcess(root, { ...target.env, PAGE_CACHE_MB: '0' }, 3412);
  try {
    const paths = await pagePaths(shop.url);
    const uncached = await loadPages(shop.url, paths, seconds);
    const oldBuild = await oldBuildComparison(shop, paths.product, target, seconds, rounds).catch((err: unknown) => ({
      skipped: `the old build did not run: ${(err as Error).message}`,
    }));
    return { uncached, oldBuild, serverSurvived: await shop.healthy() };
  } finally {
    await shop.stop();
  }
}

export async function engineFigures(root: string, target: EngineTarget, seconds: number, quick: boolean) {
  const withCache = await cachedShopFigures(root, target, seconds);
  const ceilingServer = await startCeilingServer(withCache.answers);
  let ceiling: PageFigures;
  try {
    ceiling = await loadPages(ceilingServer.url, withCache.paths, seconds);
  } finally {
    await ceilingServer.close();
  }
  const withoutCache = await uncachedShopFigures(root, target, seconds, quick ? 1 : 3);
  const orders = await orderPlacementFigures(root, target.orderTarget, 3414, seconds).catch((err: unknown) => ({
    skipped: `order placement failed: ${(err as Error).message}`,
  }));
  return {
    engine: target.engine,
    paths: withCache.paths,
    wire: withCache.wire,
    cached: withCache.cached,
    uncached: withoutCache.uncached,
    ceiling,
    cachedShareOfCeiling: shareOfCeiling(withCache.cached, ceiling),
    uncachedShareOfCeiling: shareOfCeiling(withoutCache.uncached, ceiling),
    oldBuild: withoutCache.oldBuild,
    orders,
    memory: {
      rssIdleMiB: withCache.rssIdleMiB,
      rssAfterBenchMiB: withCache.rssAfterMiB,
      sitemapPagesVisited: withCache.sitemapPagesVisited,
    },
    serverSurvived: { cached: withCache.serverSurvived, uncached: withoutCache.serverSurvived },
  };
}
