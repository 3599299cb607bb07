#!/usr/bin/env node
// `npm start`: build the storefront when there is no build (or its sources changed), compile the
// server (about a second), then serve with NODE_ENV=production unless NODE_ENV is set
// (scripts/launch-server.mjs). A server that stops by itself after it has run a while is started
// again; one that stops soon after starting (bad settings, a locked data folder) is not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { launchServer } from './launch-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'build', '.sources');
const sources = [
  'storefront',
  'shop-rules',
  'public',
  'server/catalogue/lists/product-card.ts',
  'server/storefront-context.ts',
  'vite.config.ts',
  'scripts/precompress-assets.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function hashSources() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name));
    } else {
      hash.update(p).update(fs.readFileSync(full));
    }
  };
  sources.forEach(walk);
  return hash.digest('hex');
}

const wanted = hashSources();
const haveBuild = fs.existsSync(path.join(root, 'build', 'server', 'index.js'));
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (process.argv.includes('--rebuild') || !haveBuild || stamp !== wanted) {
  console.log('Building the storefront…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stampFile, wanted);
}

await buildServer();

const RAN_LONG_ENOUGH_MS = 30_000;
const MAX_RESTARTS = 5; // within RESTART_WINDOW_MS: a server that keeps failing is left stopped
const RESTART_WINDOW_MS = 10 * 60_000;
let child;
let stopping = false;
const restarts = [];

function serve() {
  const startedAt = Date.now();
  child = launchServer({ env: process.env, cwd: process.cwd(), stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    const failed = code !== 0;
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (!stopping && failed && now - startedAt >= RAN_LONG_ENOUGH_MS && restarts.length < MAX_RESTARTS) {
      restarts.push(now);
      console.error(`The shop server stopped (${signal ?? `exit code ${code}`}); starting it again.`);
      setTimeout(serve, 1000);
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopping = true;
    child?.kill(sig);
  });
}
serve();
