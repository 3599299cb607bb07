// The data-folder lock: one holder at a time, free again when released or when its process dies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_SOCKET, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
const folder = (name = '') => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-lock-${name}`));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A process that takes the lock and is then killed with SIGKILL: its socket file stays behind. The lock
 * does not keep a process alive (it is unref'd), and a process that ends by itself closes the socket and
 * removes its file: the holder waits on a timer of its own until it is killed.
 */
async function killedHolder(dataDir: string) {
  const script = `setInterval(() => {}, 60_000); import('${path.join(import.meta.dirname, 'data-dir-lock.ts').replaceAll('\\\\', '/')}')
    .then((m) => m.lockDataDir(process.argv[1])).then(() => process.stdout.write('locked'))`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', () => reject(new Error('the holder stopped before it took the lock')));
  });
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

describe('the data-folder lock', () => {
  it('has one holder among several taking it at once, and is free again once released', async () => {
    const dataDir = folder();
    const tries = await Promise.allSettled([1, 2, 3, 4].map(() => lockDataDir(dataDir)));
    const held = tries.filter((t) => t.status === 'fulfilled');
    expect(held).toHaveLength(1);
    for (const t of tries) if (t.status === 'rejected') expect(t.reason).toBeInstanceOf(DataDirLockedError);
    await (held[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof lockDataDir>>>).value.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('is taken over from a process that was killed, by one of several starting together', async () => {
    const dataDir = folder();
    await killedHolder(dataDir);
    expect(fs.existsSync(path.join(dataDir, LOCK_SOCKET))).toBe(true);
    const tries = await Promise.allSettled([1, 2, 3].map(() => lockDataDir(dataDir)));
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    for (const t of tries) if (t.status === 'fulfilled') await t.value.release();
  }, 60_000);

  it('ignores the pid file of earlier versions, whatever process it names', async () => {
    const dataDir = folder();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const lock = await lockDataDir(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    await lock.release();
  });

  it('works in a folder whose path is too long for a socket address', async () => {
    const dataDir = path.join(folder(), 'a-folder-name-long-enough'.repeat(5));
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await (await lockDataDir(dataDir)).release();
  });
});
