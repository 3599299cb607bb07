#!/usr/bin/env node
// `npm run bench`: production build, then bench/run.ts (figures saved in bench/results/ and written into
// docs/performance.md). `npm run bench -- --quick`: short runs, a smoke check.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const b = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (b.status !== 0) process.exit(b.status ?? 1);
const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
