// The database's part of a backup. PGlite: its data folder as a tar, taken by the process that has it
// open. PostgreSQL: pg_dump's custom format, restored by pg_restore through psql in one transaction,
// so a restore that fails leaves the database as it was (docs/decisions/0029-media-storage-and-backups.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar';
import type { DatabaseHandle } from './connect';

export const PGLITE_DUMP = 'database.pglite.tar';
export const POSTGRES_DUMP = 'database.pgdump';

/** The address without its password (which would show in the process list) and the password apart. */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: (stdin: NodeJS.WritableStream) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
    child.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (PostgreSQL's client tools).`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
    if (input) {
      child.stdin!.on('error', () => {}); // a psql that stopped early says why in its exit code
      input(child.stdin!);
    }
  });
}

export async function dumpPglite(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const tar = await client.dumpDataDir('none');
  await fsp.writeFile(file, Buffer.from(await tar.arrayBuffer()));
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  // One snapshot of the whole database: consistent while the shop keeps taking orders.
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/**
 * Reads a PostgreSQL dump to its end without loading it (pg_restore decompresses every part), so a
 * damaged file is refused before the database is touched.
 */
export async function checkPostgresDump(file: string): Promise<void> {
  await run('pg_restore', ['--file=/dev/null', file], process.env);
}

/**
 * A PGlite dump as the plain tar PGlite loads: a gzip one is unpacked here first, and the tar is read
 * to its end, so a damaged file throws here (PGlite's own unpacking fails outside any caller's reach
 * and ends the process). Answers the file to load.
 */
export async function checkPgliteDump(file: string, plainCopy: string): Promise<string> {
  const head = Buffer.alloc(2);
  const fh = await fsp.open(file, 'r');
  try {
    await fh.read(head, 0, 2, 0);
  } finally {
    await fh.close();
  }
  let plain = file;
  if (head[0] === 0x1f && head[1] === 0x8b) {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(plainCopy));
    plain = plainCopy;
  }
  let entries = 0;
  await tar.t({ file: plain, strict: true, onReadEntry: () => void entries++ });
  if (entries === 0) throw new Error('the database in the backup is empty');
  return plain;
}

/**
 * Replaces everything in the database with the dump: the shop's schemas are dropped and the dump
 * loaded in one transaction. pg_restore turns the dump into SQL and psql runs it; COMMIT is sent only
 * once pg_restore has finished well, so a dump that breaks half-way leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, beforeCommit = ''): Promise<void> {
  const { dbname, env } = clientArgs(url);
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let scriptErrors = '';
  script.stderr.on('data', (d: Buffer) => (scriptErrors = (scriptErrors + d.toString()).slice(-4000)));
  const scriptDone = new Promise<void>((resolve, reject) => {
    script.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error("pg_restore is not installed (PostgreSQL's client tools).")
          : err,
      ),
    );
    script.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}): ${scriptErrors.trim()}`)),
    );
  });
  const psqlArgs = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--file=-'];
  await Promise.all([
    run('psql', psqlArgs, env, (stdin) => {
      stdin.write('BEGIN;\nDROP SCHEMA IF EXISTS drizzle CASCADE;\n');
      stdin.write('DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n');
      script.stdout.pipe(stdin, { end: false });
      // Without COMMIT, psql's session ends with the transaction open, and PostgreSQL rolls it back.
      // beforeCommit checks what was loaded; an error there stops psql and the transaction rolls back.
      scriptDone.then(
        () => stdin.end(`${beforeCommit}COMMIT;\n`),
        () => stdin.end(),
      );
    }),
    scriptDone,
  ]);
}
