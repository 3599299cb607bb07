#!/usr/bin/env node
// `npm test`: every test — types, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), the production build, then the browser tests in Chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBalancer } from './find-balancer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (p) => path.join(root, 'node_modules', p);
const run = (label, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return r.status === 0;
};

const vitestJson = path.join(os.tmpdir(), `shop-vitest-${process.pid}.json`);
const processJson = path.join(os.tmpdir(), `shop-vitest-process-${process.pid}.json`);
const playwrightJson = path.join(os.tmpdir(), `shop-playwright-${process.pid}.json`);
fs.rmSync(playwrightJson, { force: true });

const KNIP_CHECKS = ['--include', 'files,dependencies,devDependencies,unlisted,binaries,unresolved'];
const steps = [];
steps.push(
  run('type check', [bin('@react-router/dev/bin.js'), 'typegen']) && run('tsc', [bin('typescript/bin/tsc'), '-p', '.']),
);
// `npm run lint` without its typegen, done just above (docs/decisions/0027-lint-and-format.md).
steps.push(
  run('lint: format and rules (Biome)', [bin('@biomejs/biome/bin/biome'), 'ci', '.']) &&
    run('lint: unused files and dependencies (knip)', [bin('knip/bin/knip.js'), '--no-progress', ...KNIP_CHECKS]) &&
    run('lint: import boundaries (dependency-cruiser)', [bin('tsx/dist/cli.mjs'), 'scripts/import-boundaries.ts']),
);
const vitest = (projects, json) => [
  bin('vitest/vitest.mjs'),
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];
steps.push(run('unit and API tests (Vitest)', vitest(['unit', 'api'], vitestJson)));
steps.push(run('production build', [bin('@react-router/dev/bin.js'), 'build']));
// The two-instance test needs HAProxy or nginx as well as PostgreSQL and Redis: installed here when
// missing (Debian, as root), as the browser tests install Chromium; without one that test says why it skipped.
if (process.env.TEST_DATABASE_URL) {
  const balancer = findBalancer();
  const what = balancer.why ? `none: ${balancer.why}.` : balancer.path;
  console.log(`\nLoad balancer for the two-instance test: ${what}`);
}
steps.push(run('engine-room tests (Vitest, the real server in child processes)', vitest(['process'], processJson)));
steps.push(
  run('browser tests (Playwright, system Chromium)', [path.join(root, 'scripts/browser-tests.mjs')], {
    SHOP_PLAYWRIGHT_JSON: playwrightJson,
  }),
);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [vitestJson, processJson]) {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  } catch {
    failed += 1;
  }
}
try {
  const p = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
} catch {
  failed += 1;
}
const ok = steps.every(Boolean) && failed === 0;
if (!steps.every(Boolean) && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
