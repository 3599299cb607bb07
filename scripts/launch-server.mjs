// How the shop's server process is started, by `npm start` and by the tests that need a real server:
// the compiled server (scripts/build-server.mjs) with NODE_ENV=production unless NODE_ENV is set.
// React, React DOM and React Router pick their development or production files from NODE_ENV when
// first loaded, so it must be in the process's environment from the start (docs/decisions/0018).
import { spawn } from 'node:child_process';
import { serverBundle } from './build-server.mjs';

/** The environment the server process gets: NODE_ENV=production when unset or empty. */
export function serverEnvironment(env = process.env) {
  return { ...env, NODE_ENV: env.NODE_ENV || 'production' };
}

/** The command that starts the compiled server: node and its arguments. */
export function serverCommand() {
  return { command: process.execPath, args: [serverBundle] };
}

export function launchServer({ env = process.env, cwd = process.cwd(), stdio = 'inherit' } = {}) {
  const { command, args } = serverCommand();
  return spawn(command, args, { cwd, env: serverEnvironment(env), stdio });
}
