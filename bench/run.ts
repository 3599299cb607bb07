// `npm run bench`: figures on the production build, on PGlite and on PostgreSQL, saved as JSON in
// bench/results/ and written as the current table of docs/performance.md. `--quick`: short runs, a
// smoke check. Never part of the tests. Machines are noisy: quote medians and ratios.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { engineFigures, step } from './engine-figures';
import { firstStartMemory } from './first-start';
import { pageJavaScriptBytes, round, timeToFirstByte } from './http-figures';
import { LARGE_CATALOGUE, largeCatalogueMemory } from './large-catalogue';
import { runLighthouse, samplePages } from './lighthouse';
import { pgliteAloneRssMiB } from './memory';
import { oldDataDir, prepareOldBuild, startOldShop } from './old-build';
import { writePerformanceDoc } from './performance-table';
import { phoneJavaScriptBytes } from './phone-javascript';
import { phoneTapFigures } from './phone-taps';
import { saveReport } from './report';
import { benchPort, startShopProcess } from './shop-process';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const seconds = quick ? 2 : 10;
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

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
  const port = benchPort(3);
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

/** Taps as a shopper makes them, on the phone profile (bench/phone-taps.ts), before any load run. */
async function tapFigures(dataDir: string) {
  const shop = await startShopProcess(root, { DATA_DIR: dataDir }, 3411);
  try {
    return await phoneTapFigures(shop.url, quick ? 3 : 20);
  } catch (err) {
    return { skipped: `The taps were not measured: ${(err as Error).message}` };
  } finally {
    await shop.stop();
  }
}

/** First start (seed), cold starts, and what a browser downloads: on PGlite, before any load. */
async function startAndPageWeight(dataDir: string) {
  const first = await startShopProcess(root, { DATA_DIR: dataDir }, benchPort(1));
  const firstStartWithSeedMs = round(first.readyMs, 0);
  await first.stop();
  const starts: number[] = [];
  let shop = await startShopProcess(root, { DATA_DIR: dataDir }, benchPort(1));
  starts.push(shop.readyMs);
  for (let i = 0; i < 2; i++) {
    await shop.stop();
    shop = await startShopProcess(root, { DATA_DIR: dataDir }, benchPort(1));
    starts.push(shop.readyMs);
  }
  try {
    const [home, category, product] = await samplePages(shop.url);
    return {
      firstStartWithSeedMs,
      coldStartMsMedian: round([...starts].sort((a, b) => a - b)[1]!, 0),
      homePage: await timeToFirstByte(`${shop.url}/`),
      productPage: await timeToFirstByte(shop.url + product),
      homePageJavaScript: await pageJavaScriptBytes(shop.url, '/'),
      productPageJavaScript: await pageJavaScriptBytes(shop.url, product),
      // The budget's measure: what a phone loads, the lazy parts its first render asks for included.
      javaScriptOnAPhone: await phoneJavaScriptBytes(shop.url, [home, product, category]),
    };
  } finally {
    await shop.stop();
  }
}

/** Idle memory right after a first start on an empty folder (migrate, seed, demo media), and after a restart. */
async function pgliteFirstStart() {
  const dir = tempDir('shop-bench-first-');
  const figures = await firstStartMemory(root, { DATA_DIR: dir }, benchPort(7));
  return { ...figures, pgliteAloneRssMiB: pgliteAloneRssMiB(root, path.join(dir, 'pglite')) };
}

async function pgliteFigures(dataDir: string) {
  const oldDir = oldDataDir();
  tempDirs.push(oldDir);
  const figures = await engineFigures(
    root,
    { engine: 'pglite', env: { DATA_DIR: dataDir }, oldEnv: { DATA_DIR: oldDir }, orderTarget: { dataDir } },
    seconds,
    quick,
  );
  step('PGlite: memory after a first start on an empty folder');
  const firstStart = await pgliteFirstStart().catch((err: unknown) => ({
    skipped: `the first start failed: ${(err as Error).message}`,
  }));
  return { ...figures, firstStart, pgliteAloneRssMiB: pgliteAloneRssMiB(root, path.join(dataDir, 'pglite')) };
}

/** Two databases of their own on the PostgreSQL server (this build's and the old build's), dropped after. */
async function postgresFigures() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const suffix = crypto.randomBytes(4).toString('hex');
  const names = [`shop_bench_${suffix}`, `shop_bench_old_${suffix}`, `shop_bench_first_${suffix}`];
  const admin = new pg.Client({ connectionString: serverUrl });
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await admin.connect();
    for (const name of names) await admin.query(`CREATE DATABASE "${name}"`);
    const env = { DATA_DIR: tempDir('shop-bench-pg-'), DATABASE_URL: urlOf(names[0]!) };
    const oldEnv = { DATA_DIR: tempDir('shop-bench-pg-old-'), DATABASE_URL: urlOf(names[1]!) };
    // Both seeded by a first start, so the measured starts are plain ones.
    await (await startShopProcess(root, env, benchPort(1))).stop();
    await (await startOldShop(oldEnv, benchPort(5))).stop();
    const figures = await engineFigures(
      root,
      { engine: 'postgres', env, oldEnv, orderTarget: { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL } },
      seconds,
      quick,
    );
    step('PostgreSQL: memory after a first start on an empty database');
    const firstStart = await firstStartMemory(
      root,
      { DATA_DIR: tempDir('shop-bench-pg-first-'), DATABASE_URL: urlOf(names[2]!) },
      benchPort(7),
    ).catch((err: unknown) => ({ skipped: `the first start failed: ${(err as Error).message}` }));
    return { ...figures, firstStart };
  } catch (err) {
    return { skipped: `PostgreSQL at ${new URL(serverUrl).host}: ${(err as Error).message}` };
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}

function build(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  // Documents and past results do not change what is measured.
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs', ':!bench/results') !== '';
  return git('rev-parse', '--short', 'HEAD') + (dirty ? ' (with changes not committed)' : '');
}

async function main() {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    build: build(),
    node: process.version,
    cpus: os.cpus().length,
    quick,
    secondsPerRun: seconds,
    loadAverageAtStart: round(os.loadavg()[0]!, 2),
  };
  step(`the build before the page cache, once (cached after the first run)`);
  await prepareOldBuild(root);
  const dataDir = tempDir('shop-bench-');
  step('PGlite: first start, starts, page weight, JavaScript on a phone');
  Object.assign(results, await startAndPageWeight(dataDir));
  step(`taps on a phone: every control tapped as soon as it shows, ${quick ? 3 : 20} visits each`);
  results.phoneTaps = await tapFigures(dataDir);
  results.pglite = await pgliteFigures(dataDir);
  results.postgres = await postgresFigures();
  step(`PGlite with ${LARGE_CATALOGUE.toLocaleString('en-US')} products: memory`);
  results.largeCatalogue = await largeCatalogueMemory(root).catch((err: unknown) => ({
    skipped: `the large catalogue did not run: ${(err as Error).message}`,
  }));
  results.loadAverageAtEnd = round(os.loadavg()[0]!, 2);
  step('Lighthouse on a fresh shop, once the machine has settled');
  // A shop of its own, as a shopper meets a new shop: nothing cached yet, no test's data (decision 0103).
  results.lighthouse = await lighthouseFigures(tempDir('shop-bench-lighthouse-'));

  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  const file = saveReport(path.join(root, 'bench/results'), results);
  writePerformanceDoc(path.join(root, 'docs/performance.md'), path.basename(file), results);
  console.log(JSON.stringify(results, null, 2));
  console.log(`Saved in ${file}; the table at the top of docs/performance.md is written from it.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
