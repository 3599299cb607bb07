// Starts the real shop server as its own process (as `npm start` would) and times it.
import type { ChildProcess } from 'node:child_process';
import { buildServer } from '../scripts/build-server.mjs';
import { launchServer } from '../scripts/launch-server.mjs';

export interface ShopProcess {
  url: string;
  readyMs: number;
  /** The process that serves (for its memory); the old build's is a child of its start script. */
  pid: number;
  /** Whether /api/health still answers 200. */
  healthy(): Promise<boolean>;
  /** How the process ended by itself (exit code or signal), or null while it runs. */
  ended(): string | null;
  stop(): Promise<void>;
}

/** The bench's ports: BENCH_PORT_BASE + n (default 3410 + n), so runs on a shared machine can keep apart. */
export const benchPort = (n: number) => Number(process.env.BENCH_PORT_BASE ?? 3410) + n;

export async function waitForHealth(child: ChildProcess, url: string, started: number): Promise<ShopProcess> {
  const deadline = Date.now() + 300_000;
  const healthy = async () => {
    try {
      return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok;
    } catch {
      return false;
    }
  };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The shop stopped before it was ready.');
    if (Date.now() > deadline) throw new Error('The shop did not start in 5 minutes.');
    if (await healthy()) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    readyMs: performance.now() - started,
    pid: child.pid!,
    healthy,
    ended: () =>
      child.signalCode !== null
        ? `signal ${child.signalCode}`
        : child.exitCode !== null
          ? `exit code ${child.exitCode}`
          : null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function startShopProcess(root: string, env: Record<string, string>, port: number): Promise<ShopProcess> {
  await buildServer();
  const started = performance.now();
  const child: ChildProcess = launchServer({
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    // Its log (warnings and worse) goes to the bench's stderr, so a server that stops says why.
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  return waitForHealth(child, `http://127.0.0.1:${port}`, started);
}
