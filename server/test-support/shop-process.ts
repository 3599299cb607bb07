// Tests only: the shop as `npm start` runs it (NODE_ENV=production, the storefront build), in a child
// process on a free port, for the engine-room tests (*.process.test.ts) that abort, flood or kill it.
// They run after the production build (scripts/test.mjs); STOREFRONT_BUILD_DIR names another build.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, seededDataDir, startServer, stopServer, waitForServer } from '../../scripts/shop-server.mjs';

export interface ShopProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** A graceful stop (SIGTERM), or a crash (SIGKILL). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ShopProcessOptions {
  env?: Record<string, string>;
  /** A data folder to reuse (a restart); default: a fresh copy of the seeded demo shop on PGlite. */
  dataDir?: string;
  /** An empty data folder instead of the seeded demo (PostgreSQL runs, or a first start). */
  emptyDataDir?: boolean;
}

export const buildDir = path.resolve(root, process.env.STOREFRONT_BUILD_DIR ?? 'build');

export async function startShopProcess(options: ShopProcessOptions = {}): Promise<ShopProcess> {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`No storefront build at ${buildDir}: these tests run after "npm run build".`);
  }
  const dataDir =
    options.dataDir ??
    (options.emptyDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-')) : await seededDataDir(buildDir));
  const port = await freePort();
  const child = startServer({ port, dataDir, buildDir, env: options.env ?? {}, stdio: 'pipe' });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  try {
    await waitForServer(child, port);
  } catch (err) {
    await stopServer(child, 'SIGKILL');
    throw new Error(`${(err as Error).message}\n${printed}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => printed,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: (signal = 'SIGTERM') => stopServer(child, signal),
  };
}
