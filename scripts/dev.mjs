#!/usr/bin/env node
// `npm run dev`: the development loop. The server's TypeScript runs through tsx, which starts it
// again when a server file changes; pages come from the storefront's sources through Vite in the
// same server (server/dev.ts), so a route, component or stylesheet change reaches the browser by
// hot reload, without a restart. NODE_ENV is always development here: React, React DOM and React
// Router load their development files, which they pick when first loaded (docs/decisions/0025).
// Listens on 127.0.0.1 unless HOST is set: Vite serves the project's source files.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const env = { ...process.env, NODE_ENV: 'development', HOST: process.env.HOST || '127.0.0.1' };

const child = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', path.join(root, 'server', 'dev.ts')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
