#!/usr/bin/env node
// Runs the Playwright browser tests against the built shop on a free port, with a data folder copied
// from a seeded template (made once per version of the seed and migrations, then reused).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
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

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function seedHash() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) for (const n of fs.readdirSync(full).sort()) walk(path.join(p, n));
    else hash.update(p).update(fs.readFileSync(full));
  };
  ['seed', 'database', 'shop-rules', 'package-lock.json'].forEach(walk);
  return hash.digest('hex').slice(0, 16);
}

function startServer(port, dataDir) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, STOREFRONT_BUILD_DIR: buildDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', WRITE_LIMIT_PER_MINUTE: '100000', SIGN_IN_LIMIT_PER_ADDRESS: '100000', PUBLIC_BASE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForServer(server, port) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The shop server stopped before it was ready.');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The shop server did not start within 4 minutes.');
}

const stop = (server) => new Promise((r) => (server.exitCode !== null ? r() : (server.once('exit', r), server.kill('SIGTERM'))));

async function seededTemplate() {
  const template = path.join(os.tmpdir(), `shop-browser-template-${seedHash()}`);
  if (fs.existsSync(path.join(template, 'ready'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const port = await freePort();
  console.log('Seeding a demo shop for the browser tests (once per version of the seed)…');
  const server = startServer(port, building);
  try {
    await waitForServer(server, port);
  } finally {
    await stop(server);
  }
  fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return template;
}

const args = process.argv.slice(2).filter((a) => a !== '--build');
// --build makes a private build for this run (parallel runs never swap files under each other);
// otherwise the shared build/ is used, built first if missing.
// Inside the project, so the server build still finds node_modules.
const privateBuild = process.argv.includes('--build')
  ? (fs.mkdirSync(path.join(root, '.test-builds'), { recursive: true }), fs.mkdtempSync(path.join(root, '.test-builds', 'build-')))
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

let code = 1;
let server;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-browser-'));
try {
  fs.cpSync(await seededTemplate(), dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const port = Number(process.env.BROWSER_TEST_PORT) || (await freePort());
  server = startServer(port, dataDir);
  await waitForServer(server, port);
  const env = { ...process.env, CHROME_PATH: chrome, BROWSER_TEST_PORT: String(port) };
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...args], { cwd: root, env, stdio: 'inherit' });
  code = run.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (privateBuild) fs.rmSync(privateBuild, { recursive: true, force: true });
}
process.exit(code);
