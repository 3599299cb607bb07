#!/usr/bin/env node
// `npm run fuzz`: the API fuzz (server/http/input/api-fuzz.test.ts) with 20,000 requests instead of the
// 2,000 of npm test. FUZZ_RUNS sets another count; FUZZ_SEED and FUZZ_PATH replay a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = [vitest, 'run', '--project', 'api', 'server/http/input/api-fuzz.test.ts', ...process.argv.slice(2)];
const r = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000' },
});
process.exit(r.status ?? 1);
