#!/usr/bin/env node
// Runs the Playwright browser tests against the built shop on a free port, with a data folder copied
// from a seeded template (made once per version of the seed and migrations, then reused; `--prepare`
// makes only that).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findTestChromium } from './find-chromium.mjs';
import {
  freePort,
  root,
  seededDataDir,
  seededTemplate,
  startServer,
  stopServer,
  waitForServer,
} from './shop-server.mjs';

let chrome;
try {
  chrome = findTestChromium();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const args = process.argv.slice(2).filter((a) => a !== '--build' && a !== '--prepare');
// Files or a --grep pick the tests to run: the projects that merely run before them (playwright.config.ts)
// are then left out, or running one file would run the whole suite first.
const picks = (a) => /\.spec\.ts(:\d+)*$|^browser-tests\//.test(a) || a === '-g' || a.startsWith('--grep');
if (args.some(picks)) args.push('--no-deps');
// --build makes a private build for this run (parallel runs never swap files under each other);
// otherwise the shared build/ is used, built first if missing.
// Inside the project, so the server build still finds node_modules.
const privateBuild = process.argv.includes('--build')
  ? (fs.mkdirSync(path.join(root, '.test-builds'), { recursive: true }),
    fs.mkdtempSync(path.join(root, '.test-builds', 'build-')))
  : null;
const buildDir = privateBuild ?? path.join(root, 'build');
if (privateBuild || !fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
  const b = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STOREFRONT_BUILD_DIR: buildDir },
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// --prepare only makes the seeded data folder's template (npm test does it beside the other tests).
if (process.argv.includes('--prepare')) {
  await seededTemplate(buildDir);
  process.exit(0);
}

let code = 1;
let server;
let dataDir;
try {
  dataDir = await seededDataDir(buildDir);
  const port = Number(process.env.BROWSER_TEST_PORT) || (await freePort());
  server = startServer({ port, dataDir, buildDir });
  await waitForServer(server, port);
  // The shop's mail folder: a test can read the mail of an order it placed (no SMTP in browser tests).
  const outbox = path.resolve(process.env.OUTBOX_DIR ?? path.join(dataDir, 'outbox'));
  // The build the shop serves: the offline test replaces its service worker for a while, as a new build would.
  const env = {
    ...process.env,
    CHROME_PATH: chrome,
    BROWSER_TEST_PORT: String(port),
    BROWSER_TEST_OUTBOX: outbox,
    STOREFRONT_BUILD_DIR: buildDir,
  };
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  code = run.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  if (server) await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (privateBuild) fs.rmSync(privateBuild, { recursive: true, force: true });
}
process.exit(code);
