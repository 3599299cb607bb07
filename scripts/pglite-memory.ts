// What PGlite holds in memory on its own (docs/decisions/0044): opens a data folder's database (a
// copy: PGlite writes to it), reads the home, search and category lists, and reports the process's
// resident memory before, after opening and after the reads, with PostgreSQL's memory settings.
// Usage: npx tsx --expose-gc scripts/pglite-memory.ts DATA_DIR
import { sql } from 'drizzle-orm';
import { openDatabase } from '../database/connect';
import { queryRows } from '../server/catalogue/lists/search-sql';
import { createCatalogueService } from '../server/catalogue/service';

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;
const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Usage: npx tsx --expose-gc scripts/pglite-memory.ts DATA_DIR');
  process.exit(2);
}

const before = process.memoryUsage().rss;
const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
const opened = process.memoryUsage().rss;
const catalogue = createCatalogueService(handle.db);
for (let i = 1; i <= 20; i++) {
  await catalogue.homeProducts(i, 15);
  await catalogue.banners();
}
await catalogue.search({ text: 'tv' }, 1, 15);
await catalogue.categoryProducts(3, 1, 15, {});
(globalThis as { gc?: () => void }).gc?.();
const after = process.memoryUsage();
const settings = await queryRows<{ name: string; setting: string; unit: string | null }>(
  handle.db,
  sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'wal_buffers', 'work_mem')`,
);
console.log(settings.map((s) => `${s.name}=${s.setting}×${s.unit ?? ''}`).join(', '));
console.log(
  `RSS before ${mib(before)}, opened ${mib(opened)} (+${mib(opened - before)}), after the reads ${mib(after.rss)} (+${mib(after.rss - before)}); external ${mib(after.external)}`,
);
await handle.close();
