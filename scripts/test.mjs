#!/usr/bin/env node
// `npm test`: every test — types, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the production build, the engine-room tests and the browser tests in Chromium. Ends with one
// summary line.
//
// Three lanes run side by side (docs/decisions/0079), each a chain of steps that stops at its first
// failure: the checks (types, Biome, knip, import boundaries); the Vitest tests (unit and API, then the
// engine room); the browser tests (build, the seeded data folder, then Playwright once the unit and API
// tests have ended, beside the engine room). Each step's output is kept in a file and printed whole when
// the step ends, so lanes never interleave their lines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBalancer } from './find-balancer.mjs';
import { findTestChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (p) => path.join(root, 'node_modules', p);
const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-logs-'));
const began = Date.now();
const clock = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

/**
 * Runs one step with its output in a file; prints it whole when the step ends; answers whether it passed.
 * `nice`: a lower priority for a step with no time limits, so that the lanes with timed tests go first.
 */
function run(label, args, env = {}, nice = 0) {
  const file = path.join(logs, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = fs.openSync(file, 'w');
  const started = Date.now();
  console.log(`▶ ${label} (at ${clock()})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    if (nice) {
      try {
        os.setPriority(child.pid, nice);
      } catch {} // not allowed here: the step runs at the usual priority
    }
    child.on('close', (code) => {
      fs.closeSync(out);
      const ok = code === 0;
      const took = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n──── ${label} ────\n${fs.readFileSync(file, 'utf8')}`);
      console.log(`◀ ${label}: ${ok ? 'ok' : 'FAILED'} in ${took} s (at ${clock()})`);
      resolve(ok);
    });
  });
}

/** The titles of the browser tests Playwright's JSON report marks flaky, as file:line › title. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

/** Steps one after another, stopping at the first that fails. */
async function lane(steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

const vitestJson = path.join(logs, 'vitest.json');
const devLoopJson = path.join(logs, 'vitest-dev-loop.json');
const processJson = path.join(logs, 'vitest-process.json');
const playwrightJson = path.join(logs, 'playwright.json');

// What needs installing (Debian, as root) is installed now, before the lanes, so two package installs
// never race: Chromium for the browser tests, and a load balancer for the two-instance test.
let chrome = null;
try {
  chrome = findTestChromium();
} catch (err) {
  console.error(err.message);
}
if (process.env.TEST_DATABASE_URL) {
  const balancer = findBalancer();
  console.log(`Load balancer for the two-instance test: ${balancer.why ? `none: ${balancer.why}.` : balancer.path}`);
}

const LOW = 10;
const KNIP_CHECKS = ['--include', 'files,dependencies,devDependencies,unlisted,binaries,unresolved'];
const vitest = (projects, json) => [
  bin('vitest/vitest.mjs'),
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

// The browser tests wait for the unit and API tests (docs/decisions/0079, amended): run beside them on two
// cores, both lanes' timed tests ran four times slower and timed out. They run beside the engine room,
// which leaves a core half idle (docs/decisions/0106), all but its hot-reload test: beside the browser
// tests an open page once kept a reverted component for more than 15 s.
let unitAndApiEnded;
const unitAndApiDone = new Promise((resolve) => {
  unitAndApiEnded = resolve;
});

const results = await Promise.all([
  // `npm run lint` is these steps after the type check's typegen (docs/decisions/0027-lint-and-format.md).
  // At a lower priority: no check has a time limit, so they take the cores the tests leave idle.
  lane([
    () => run('type check', [bin('@react-router/dev/bin.js'), 'typegen'], {}, LOW),
    () => run('tsc', [bin('typescript/bin/tsc'), '-p', '.'], {}, LOW),
    () => run('lint: format and rules (Biome)', [bin('@biomejs/biome/bin/biome'), 'ci', '.'], {}, LOW),
    () =>
      run(
        'lint: unused files and dependencies (knip)',
        [bin('knip/bin/knip.js'), '--no-progress', ...KNIP_CHECKS],
        {},
        LOW,
      ),
    () =>
      run(
        'lint: import boundaries (dependency-cruiser)',
        [bin('tsx/dist/cli.mjs'), 'scripts/import-boundaries.ts'],
        {},
        LOW,
      ),
  ]),
  lane([
    () => run('unit and API tests (Vitest)', vitest(['unit', 'api'], vitestJson)),
    () =>
      run('engine room: the dev server (Vitest)', vitest(['dev-loop'], devLoopJson)).finally(() => unitAndApiEnded()),
    // After the unit and API tests, not beside them: each engine-room file loads the machine on its own.
    () => run('engine-room tests (Vitest, the real server in child processes)', vitest(['process'], processJson)),
  ]).finally(() => unitAndApiEnded()),
  lane([
    () => run('production build', [bin('@react-router/dev/bin.js'), 'build']),
    () => run('seeded data folder for the browser tests', [path.join(root, 'scripts/browser-tests.mjs'), '--prepare']),
    async () => {
      await unitAndApiDone;
      return (
        chrome !== null &&
        run('browser tests (Playwright, system Chromium)', [path.join(root, 'scripts/browser-tests.mjs')], {
          SHOP_PLAYWRIGHT_JSON: playwrightJson,
        })
      );
    },
  ]),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
/** Browser tests that failed once and passed on their second try (docs/decisions/0104). */
const flaky = [];
for (const file of [vitestJson, devLoopJson, processJson]) {
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
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  flaky.push(...flakyTitles(p.suites ?? []));
} catch {
  failed += 1;
}
const ok = results.every(Boolean) && failed === 0;
if (!results.every(Boolean) && failed === 0) failed = 1;
fs.rmSync(logs, { recursive: true, force: true });
for (const title of flaky) console.log(`FLAKY (failed once, passed on its second try): ${title}`);
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} of them flaky` : ''} in ${clock()}`,
);
process.exit(ok ? 0 : 1);
