// PGlite has no lock of its own: two processes on one data folder corrupt it. The server takes this
// lock before opening the folder and refuses to start when a live process holds it.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch { /* already gone */ }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another shop server (process ${holder}). ` +
            'Stop that process, or give this one its own folder with DATA_DIR=… (or a PostgreSQL server with DATABASE_URL=…).',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
