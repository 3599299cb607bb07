// RSS of PGlite alone: open the seeded demo data dir, run the home page's queries, report memory.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../database/connect';
import { createCatalogueService } from '../server/catalogue/service';
const mib = (n: number) => (n / 1048576).toFixed(0);
const dir = process.argv[2];
const before = process.memoryUsage().rss;
const handle = await openDatabase({ kind: 'pglite', dataDir: `${dir}/pglite` });
const opened = process.memoryUsage().rss;
const catalogue = createCatalogueService(handle.db);
for (let i = 0; i < 20; i++) {
  await catalogue.homeProducts(1, 15);
  await catalogue.banners();
  await handle.db.execute(sql`select key, value from settings`);
}
await catalogue.search({ text: 'tv' }, 1, 15);
await catalogue.categoryProducts(3, 1, 15, {});
global.gc?.();
const after = process.memoryUsage();
const sb = await handle.db.execute(sql`select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','wal_buffers','temp_buffers','maintenance_work_mem','effective_cache_size')`);
console.log(JSON.stringify((sb as any).rows));
console.log(`rss before ${mib(before)} MiB, opened ${mib(opened)} MiB, after queries ${mib(after.rss)} MiB (heap ${mib(after.heapUsed)}, external ${mib(after.external)}, arrayBuffers ${mib(after.arrayBuffers)})`);
await handle.close();
