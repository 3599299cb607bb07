// PGlite has no lock of its own: two processes on one data folder corrupt it. The server holds this
// lock while it has the folder open: it listens on a Unix socket inside the folder (a named pipe on
// Windows). The operating system closes the socket when the process ends, however it ends, so a
// lock left behind is recognised at once — a connect to it is refused — and is taken over; a lock
// that answers belongs to a live shop. No process id is trusted (docs/decisions/0019).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export const LOCK_SOCKET = 'server.sock';
/** The pid file earlier versions wrote; no longer read, removed when found. */
const LEGACY_LOCK_FILE = 'server.lock';
// A Unix socket's path must fit in 108 bytes (104 on macOS); longer ones are reached relative to the folder.
const MAX_SOCKET_PATH = 100;

export interface DataDirLock {
  release(): Promise<void>;
}

function lockedMessage(dataDir: string): string {
  return (
    `The data folder ${dataDir} is in use by another shop server. Stop that server, or give this one its own ` +
    'folder with DATA_DIR=… (or a PostgreSQL server with DATABASE_URL=…).'
  );
}

/**
 * Runs fn with the working folder set to dir when the socket's full path is too long: bind and
 * connect resolve the path at once, inside the call.
 */
function withinFolder<T>(dir: string, name: string, fn: (address: string) => T): T {
  const full = path.join(dir, name);
  if (process.platform === 'win32' || Buffer.byteLength(full) <= MAX_SOCKET_PATH) return fn(full);
  const before = process.cwd();
  process.chdir(dir);
  try {
    return fn(name);
  } finally {
    process.chdir(before);
  }
}

function socketAddress(dataDir: string, name: string): (fn: (address: string) => unknown) => void {
  if (process.platform === 'win32') {
    // Named pipes live in their own namespace: one name per data folder.
    const id = crypto.createHash('sha256').update(fs.realpathSync(dataDir).toLowerCase()).digest('hex').slice(0, 32);
    return (fn) => fn(`\\\\?\\pipe\\trini-shop-${id}-${name}`);
  }
  return (fn) => withinFolder(dataDir, name, fn);
}

function listen(server: net.Server, at: (fn: (address: string) => unknown) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => reject(err);
    server.once('error', fail);
    at((address) =>
      server.listen(address, () => {
        server.off('error', fail);
        resolve();
      }),
    );
  });
}

/** Whether a live process listens on the socket: refused or missing means nobody does. */
function answers(at: (fn: (address: string) => unknown) => void): Promise<boolean> {
  return new Promise((resolve, reject) => {
    at((address) => {
      const socket = net.connect(address);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => {
        socket.destroy();
        if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(false);
        else reject(err);
      });
    });
  });
}

/** Only one starter at a time removes a dead lock: the holder of this folder, made with mkdir. */
const TAKEOVER = `${LOCK_SOCKET}.takeover`;
/** A takeover takes milliseconds; a takeover folder this old was left by a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the data folder's lock, or throws DataDirLockedError when a live shop holds it. A socket
 * left by a dead process is removed by one starter at a time (the takeover folder), after checking
 * again that nobody answers on it; only then may anyone listen on the name again, and listen() lets
 * one of them have it. So servers starting together after a crash never both take the lock.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = path.resolve(dataDir);
  const lockAt = socketAddress(folder, LOCK_SOCKET);
  const takeover = path.join(folder, TAKEOVER);
  for (let attempt = 0; attempt < 200; attempt++) {
    const server = net.createServer((connection) => connection.end());
    server.unref(); // the lock never keeps the process alive on its own
    try {
      await listen(server, lockAt);
      fs.rmSync(path.join(folder, LEGACY_LOCK_FILE), { force: true });
      let released: Promise<void> | undefined;
      return {
        release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))),
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
    if (process.platform === 'win32' || (await answers(lockAt))) throw new DataDirLockedError(lockedMessage(folder));
    try {
      fs.mkdirSync(takeover);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TAKEOVER_STALE_MS) fs.rmSync(takeover, { recursive: true, force: true });
      await pause(10 + Math.random() * 40); // another starter is removing the dead lock
      continue;
    }
    try {
      // Nobody can listen on the name while the dead socket's file is there, so if it is still
      // dead now, what is removed below is that file and no live shop's.
      if (await answers(lockAt)) throw new DataDirLockedError(lockedMessage(folder));
      fs.rmSync(path.join(folder, LOCK_SOCKET), { force: true });
    } finally {
      fs.rmSync(takeover, { recursive: true, force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${folder}.`);
}
