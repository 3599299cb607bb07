// Appends one bench run to docs/performance.md as a dated section with the raw JSON.
import fs from 'node:fs';

export function appendReport(file: string, results: Record<string, unknown>) {
  const date = String(results.date).slice(0, 10);
  const section = [
    '',
    `## Run of ${date} (${results.quick ? 'quick' : 'full'}; Node ${results.node}, ${results.cpus} cores)`,
    '',
    '```json',
    JSON.stringify(results, null, 2),
    '```',
    '',
  ].join('\n');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '# Performance\n\nFigures from `npm run bench` on the production build. Newest runs at the end.\n');
  fs.appendFileSync(file, section);
}
