// Starts the real shop server as its own process (as `npm start` would) and times it.
import type { ChildProcess } from 'node:child_process';
import { buildServer } from '../scripts/build-server.mjs';
import { launchServer } from '../scripts/launch-server.mjs';

export interface ShopProcess {
  url: string;
  readyMs: number;
  stop(): Promise<void>;
}

export async function startShopProcess(root: string, env: Record<string, string>, port: number): Promise<ShopProcess> {
  await buildServer();
  const started = performance.now();
  const child: ChildProcess = launchServer({
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The shop stopped before it was ready.');
    if (Date.now() > deadline) throw new Error('The shop did not start in 5 minutes.');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
