// Saves one bench run as bench/results/<date>T<time>-<quick|full>.json; docs/performance.md quotes them.
import fs from 'node:fs';
import path from 'node:path';

export function saveReport(dir: string, results: Record<string, unknown>): string {
  const stamp = String(results.date).slice(0, 16).replace(':', '');
  const file = path.join(dir, `${stamp}-${results.quick ? 'quick' : 'full'}.json`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
