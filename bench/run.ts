// `npm run bench`: figures on the production build, printed as JSON and saved in bench/results/.
// Never part of the tests. Machines are noisy: quote medians and ratios.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCeilingServer } from './ceiling-server';
import { load, pageJavaScriptBytes, round, timeToFirstByte } from './http-figures';
import { runLighthouse, samplePages } from './lighthouse';
import { orderPlacementFigures } from './order-placement';
import { phoneJavaScriptBytes } from './phone-javascript';
import { saveReport } from './report';
import { startShopProcess } from './shop-process';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const seconds = quick ? 3 : 10;
const apiPath = '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15&UseForExpo=1';

async function loadFigures(url: string) {
  return [await load(url + apiPath, 10, seconds), await load(url + apiPath, 50, seconds)];
}

/**
 * Lighthouse multiplies every main-thread task by four, so work left over from the load tests (the
 * database servers writing out, the shop processes ending) would be counted as the page's. It waits
 * until the one-minute load average is under half a core per CPU, at most 90 s, and reports both.
 */
async function settle(): Promise<{ loadAverageBefore: number; loadAverageAtStart: number; settledMs: number }> {
  const limit = os.cpus().length / 2;
  const before = round(os.loadavg()[0]!, 2);
  const started = performance.now();
  while (os.loadavg()[0]! > limit && performance.now() - started < 90_000)
    await new Promise((r) => setTimeout(r, 2_000));
  return {
    loadAverageBefore: before,
    loadAverageAtStart: round(os.loadavg()[0]!, 2),
    settledMs: round(performance.now() - started, 0),
  };
}

// Lighthouse (mobile) runs last, alone, so its Chromium does not disturb the other figures. The
// shop's public address must be the one Lighthouse loads, or the canonical links point elsewhere.
async function lighthouseFigures(dataDir: string) {
  const port = 3413;
  let lhShop: Awaited<ReturnType<typeof startShopProcess>> | undefined;
  try {
    lhShop = await startShopProcess(root, { DATA_DIR: dataDir, PUBLIC_BASE_URL: `http://localhost:${port}` }, port);
    const settling = await settle();
    return { ...settling, ...(await runLighthouse(`http://localhost:${port}`)) };
  } catch (err) {
    return { skipped: `Lighthouse did not run: ${(err as Error).message}` };
  } finally {
    await lhShop?.stop();
  }
}

async function main() {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    quick,
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));

  // First start on an empty folder: migrate, seed, generate images.
  const first = await startShopProcess(root, { DATA_DIR: dataDir }, 3411);
  results.firstStartWithSeedMs = round(first.readyMs, 0);
  await first.stop();

  // Cold start on existing data (median of 3).
  const starts: number[] = [];
  let shop = await startShopProcess(root, { DATA_DIR: dataDir }, 3411);
  starts.push(shop.readyMs);
  for (let i = 0; i < 2; i++) {
    await shop.stop();
    shop = await startShopProcess(root, { DATA_DIR: dataDir }, 3411);
    starts.push(shop.readyMs);
  }
  results.coldStartMsMedian = round([...starts].sort((a, b) => a - b)[1]!, 0);

  results.homePage = await timeToFirstByte(`${shop.url}/`);
  results.homePageJavaScript = await pageJavaScriptBytes(shop.url, '/');
  const [home, category, product] = await samplePages(shop.url);
  results.productPageJavaScript = await pageJavaScriptBytes(shop.url, product);
  // The budget's measure: what a phone loads, the lazy parts its first render asks for included.
  results.javaScriptOnAPhone = await phoneJavaScriptBytes(shop.url, [home, product, category]);
  const body = await (await fetch(shop.url + apiPath)).text();
  results.getProductsPglite = await loadFigures(shop.url);
  await shop.stop();
  results.orderPlacementPglite = await orderPlacementFigures(root, { dataDir }, 3414, seconds);

  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `shop_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
    const pgShop = await startShopProcess(root, { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, 3412);
    results.getProductsPostgres = await loadFigures(pgShop.url);
    await pgShop.stop();
    results.orderPlacementPostgres = await orderPlacementFigures(
      root,
      { dataDir: pgDataDir, databaseUrl: url.toString() },
      3414,
      seconds,
    ).catch((err: unknown) => ({ skipped: `order placement on PostgreSQL failed: ${(err as Error).message}` }));
  } catch (err) {
    results.getProductsPostgres = { skipped: `PostgreSQL not reachable at ${serverUrl}: ${(err as Error).message}` };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }

  const ceiling = await startCeilingServer(body);
  results.getProductsCeiling = [
    await load(ceiling.url + apiPath, 10, seconds),
    await load(ceiling.url + apiPath, 50, seconds),
  ];
  await ceiling.close();

  const ratio = (a: unknown, i: number) => {
    const rows = a as { requestsPerSecond: number }[];
    const top = (results.getProductsCeiling as { requestsPerSecond: number }[])[i]!.requestsPerSecond;
    return Array.isArray(rows) ? round(rows[i]!.requestsPerSecond / top, 3) : null;
  };
  results.throughputVsCeiling = {
    pglite10: ratio(results.getProductsPglite, 0),
    pglite50: ratio(results.getProductsPglite, 1),
    postgres10: ratio(results.getProductsPostgres, 0),
    postgres50: ratio(results.getProductsPostgres, 1),
  };

  results.lighthouse = await lighthouseFigures(dataDir);

  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(results, null, 2));
  console.log(
    `Saved in ${saveReport(path.join(root, 'bench/results'), results)}; docs/performance.md quotes the figures.`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
