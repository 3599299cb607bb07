// The build before the page cache (commit 5e33d29), measured beside this one in the same run. Built once
// in a git worktree of its own under the temp folder, with its own `npm ci` (its package-lock is not
// this one's), then started as it started then: its own scripts/start.mjs, the server through tsx.
// The first start also seeds its demo data, kept as a template, so later runs start in seconds.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPort, type ShopProcess, waitForHealth } from './shop-process';

export const OLD_COMMIT = '5e33d29';
const cacheDir = path.join(os.tmpdir(), `shop-bench-old-build-${OLD_COMMIT}`);
const tree = path.join(cacheDir, 'tree');
const template = path.join(cacheDir, 'seeded-data');

function run(command: string, args: string[], cwd: string) {
  const r = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Starts the old build on a data folder (or a PostgreSQL database), with NODE_ENV=production as its
 * own bench started it: the stricter comparison (plain `npm start` then left NODE_ENV unset and ran
 * about 40 % slower). See docs/decisions/0043.
 */
export async function startOldShop(env: Record<string, string>, port: number): Promise<ShopProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(tree, 'scripts/start.mjs')], {
    cwd: tree,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitForHealth(child, `http://127.0.0.1:${port}`, started);
}

/** The old build's worktree with its storefront built and a seeded PGlite data folder; made once. */
export async function prepareOldBuild(root: string): Promise<{ tree: string; template: string }> {
  if (fs.existsSync(path.join(cacheDir, 'ready'))) return { tree, template };
  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(path.join(tree, 'package.json'))) {
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
    run('git', ['worktree', 'add', '--detach', '--force', tree, OLD_COMMIT], root);
  }
  if (!fs.existsSync(path.join(tree, 'node_modules', '.package-lock.json')))
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], tree);
  // Its start script builds the storefront (and stamps it, so later starts do not), then seeds.
  fs.rmSync(template, { recursive: true, force: true });
  const first = await startOldShop({ DATA_DIR: template }, benchPort(9));
  await first.stop();
  fs.writeFileSync(path.join(cacheDir, 'ready'), new Date().toISOString());
  return { tree, template };
}

/** A fresh copy of the old build's seeded PGlite folder (the lock's socket left out). */
export function oldDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-old-data-'));
  fs.cpSync(template, dir, { recursive: true, filter: (src) => !/server\.(sock|lock)$/.test(src) });
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await prepareOldBuild(path.resolve(import.meta.dirname, '..')));
}
