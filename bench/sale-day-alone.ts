// The sale day and the first start's memory alone (bench/sale-day.ts, bench/first-start.ts), without
// the rest of `npm run bench`: on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the machine's), in one run, so their figures compare. Run with
// `npx tsx bench/sale-day-alone.ts [seconds] [pglite|postgres] [--first-start]` after `npm run build`;
// the figures are saved as bench/results/<date>T<time>-sale-day.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { firstStartMemory } from './first-start';
import { pgliteAloneRssMiB } from './memory';
import { saleDayFigures } from './sale-day';
import { benchPort, startShopProcess } from './shop-process';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 10);
const only = process.argv[3]?.startsWith('--') ? undefined : process.argv[3];
const firstStart = process.argv.includes('--first-start');

async function seeded(env: Record<string, string>) {
  await (await startShopProcess(root, { ...env, SEED_DEMO_MEDIA: 'false' }, benchPort(1))).stop();
}

const results: Record<string, unknown> = { loadAverageAtStart: os.loadavg()[0] };
const dirs: string[] = [];
try {
  if (only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sale-day-'));
    dirs.push(dataDir);
    await seeded({ DATA_DIR: dataDir });
    const pglite: Record<string, unknown> = {
      saleDay: await saleDayFigures(root, { dataDir }, benchPort(2), seconds),
    };
    console.log(JSON.stringify(pglite.saleDay, null, 1));
    if (firstStart) {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
      dirs.push(empty);
      pglite.firstStart = await firstStartMemory(root, { DATA_DIR: empty }, benchPort(7));
      pglite.pgliteAloneRssMiB = pgliteAloneRssMiB(root, path.join(empty, 'pglite'));
    }
    results.pglite = pglite;
    console.log(JSON.stringify(results.pglite, null, 1));
  }
  if (only !== 'pglite') {
    const serverUrl =
      process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `shop_sale_day_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sale-day-pg-'));
      dirs.push(dataDir);
      await seeded({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      const postgres: Record<string, unknown> = {
        saleDay: await saleDayFigures(root, { dataDir, databaseUrl: url.toString() }, benchPort(2), seconds),
      };
      console.log(JSON.stringify(postgres.saleDay, null, 1));
      if (firstStart) {
        await admin.query(`CREATE DATABASE "${name}_first"`);
        url.pathname = `/${name}_first`;
        const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-pg-'));
        dirs.push(empty);
        postgres.firstStart = await firstStartMemory(
          root,
          { DATA_DIR: empty, DATABASE_URL: url.toString() },
          benchPort(7),
        );
      }
      results.postgres = postgres;
      console.log(JSON.stringify(results.postgres, null, 1));
    } finally {
      for (const db of [name, `${name}_first`])
        await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
  results.loadAverageAtEnd = os.loadavg()[0];
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.join(root, 'bench', 'results', `${stamp}-sale-day.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Saved ${path.relative(root, file)}`);
} finally {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
