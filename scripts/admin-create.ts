// `npm run admin:create -- --email owner@shop.tt [--name "Anil Persad"] [--role owner|manager|clerk]`
// Creates a back-office account in the shop's database (DATABASE_URL, or the embedded one under
// DATA_DIR while the server is stopped). The password is asked for without echo, or read from
// ADMIN_PASSWORD, or from the first line of stdin when it is not a terminal: never from the command
// line, where it would stay in the shell history and the process list.
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { type DatabaseTarget, migrateDatabase, openDatabase } from '../database/connect';
import { lockDataDir } from '../database/data-dir-lock';
import { duringStartUp } from '../database/start-up-lock';
import { BackofficeError } from '../server/backoffice/shared/errors';
import { createStaffAccount, isStaffRole } from '../server/backoffice/staff';
import { loadConfig } from '../server/config';

const USAGE = 'Usage: npm run admin:create -- --email owner@shop.tt [--name "Your Name"] [--role owner|manager|clerk]';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput(s: string): void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput(s: string): void })._writeToOutput = (s: string) =>
      write(s.startsWith(question) ? s : '');
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function firstLineOfStdin(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden('Password (12 to 128 characters): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new BackofficeError('The two passwords are not the same.');
  return first;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'owner' } },
  });
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  if (!isStaffRole(values.role)) {
    console.error(`The role must be owner, manager or clerk.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const secret = await password();
  const lock = config.DATABASE_URL ? undefined : await lockDataDir(config.dataDir);
  const target: DatabaseTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  const database = await openDatabase(target);
  try {
    await duringStartUp(target, () => migrateDatabase(database));
    const outcome = await createStaffAccount(database.db, {
      email: values.email,
      name: values.name,
      role: values.role,
      password: secret,
    });
    if (!outcome.created) {
      console.error(
        `${values.email} already has an account; nothing was changed. An owner can set a new password on the Staff page.`,
      );
      return 1;
    }
    console.log(`${values.email} can now sign in at ${config.publicBaseUrl}/admin/login as ${values.role}.`);
    return 0;
  } finally {
    await database.close();
    await lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(
      err instanceof BackofficeError || err.name === 'DataDirLockedError' || err.message.startsWith('Invalid settings')
        ? err.message
        : err,
    );
    process.exit(1);
  },
);
