// The shop as production runs it, in a child process: used by the browser tests and by the
// engine-room tests (*.process.test.ts), which need a real server they can abort, flood or kill.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchServer } from './launch-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

let compiled = false;
/** Compiles the server once per test process, so a test never runs code older than its sources. */
function compileServerOnce() {
  if (compiled) return;
  const script = path.join(root, 'scripts', 'build-server.mjs');
  const r = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('The server did not compile (scripts/build-server.mjs).');
  compiled = true;
}

/** Starts the server as `npm start` does (scripts/launch-server.mjs) with production settings; `env` overrides them. */
export function startServer({ port, dataDir, buildDir = path.join(root, 'build'), env = {}, stdio = 'inherit' }) {
  compileServerOnce();
  return launchServer({
    cwd: root,
    env: {
      ...process.env,
      STOREFRONT_BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WRITE_LIMIT_PER_MINUTE: '100000',
      ORDER_LIMIT_PER_ADDRESS: '100000',
      SIGN_IN_LIMIT_PER_ADDRESS: '100000',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
}

export async function waitForServer(server, port, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error('The shop server stopped before it was ready.');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The shop server did not start within ${Math.round(timeoutMs / 1000)} s.`);
}

export const stopServer = (server, signal = 'SIGTERM') =>
  new Promise((r) => {
    if (server.exitCode !== null || server.signalCode !== null) return r();
    server.once('exit', r);
    server.kill(signal);
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

/** A data folder with the demo shop seeded on PGlite, made once per version of the seed and reused. */
export async function seededTemplate(buildDir) {
  const template = path.join(os.tmpdir(), `shop-browser-template-${seedHash()}`);
  if (fs.existsSync(path.join(template, 'ready'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const port = await freePort();
  console.log('Seeding a demo shop for the tests (once per version of the seed)…');
  const server = startServer({ port, dataDir: building, buildDir });
  try {
    // Seeding draws 326 products' pictures: minutes on a busy 2-core machine, not the 4 a start may take.
    await waitForServer(server, port, 900_000);
  } finally {
    await stopServer(server);
  }
  fs.writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return template;
}

/** A fresh copy of the seeded template, for one server. */
export async function seededDataDir(buildDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  // The data-folder lock's socket is never copied (a copy of a running shop's folder has one).
  const notTheLock = (src) => path.basename(src) !== 'server.sock';
  fs.cpSync(await seededTemplate(buildDir), dataDir, { recursive: true, filter: notTheLock });
  fs.rmSync(path.join(dataDir, 'ready'), { force: true });
  return dataDir;
}
