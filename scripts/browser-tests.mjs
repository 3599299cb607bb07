#!/usr/bin/env node
// Runs the Playwright browser tests against a freshly seeded shop on its own data folder and port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let chrome;
try {
  chrome = findChromium();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const port = process.env.BROWSER_TEST_PORT ?? '3311';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-browser-'));
const env = { ...process.env, CHROME_PATH: chrome, BROWSER_TEST_PORT: port };

if (!fs.existsSync(path.join(root, 'build', 'server', 'index.js')) || process.argv.includes('--build')) {
  const b = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_BASE_URL: `http://localhost:${port}` },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The shop server stopped before it was ready.');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The shop server did not start within 3 minutes.');
}

let code = 1;
try {
  await waitForServer();
  const args = ['test', ...process.argv.slice(2).filter((a) => a !== '--build')];
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), ...args], { cwd: root, env, stdio: 'inherit' });
  code = run.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
