// Measures full demo media generation into a temporary folder (or the folder given):
//   npx tsx seed/bench-images.ts [mediaRoot]
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeAllProductImages, writeSiteImages, writeVideos } from './images';
import { demoProducts } from './products';

const given = process.argv[2];
const root = given ?? (await mkdtemp(path.join(os.tmpdir(), 'seed-media-')));
const products = demoProducts();
const c0 = process.cpuUsage();
const t0 = performance.now();
const images = await writeAllProductImages(products, root, { concurrency: 2 });
const t1 = performance.now();
const c1 = process.cpuUsage(c0);
const site = await writeSiteImages(root);
const videos = await writeVideos(root);
const t2 = performance.now();

let cardMax = 0;
let cardSum = 0;
let cards = 0;
for (const f of await readdir(path.join(root, 'products'))) {
  if (!f.endsWith('-card.webp')) continue;
  const s = (await stat(path.join(root, 'products', f))).size;
  cardMax = Math.max(cardMax, s);
  cardSum += s;
  cards++;
}
console.log(
  `${products.length} products, ${images.flat().length} images (×2 sizes) in ${((t1 - t0) / 1000).toFixed(1)} s ` +
    `(CPU ${((c1.user + c1.system) / 1e6).toFixed(1)} s, ${os.availableParallelism()} cores); ` +
    `${site.length} site files + ${videos.length} videos in ${((t2 - t1) / 1000).toFixed(1)} s; ` +
    `cards avg ${Math.round(cardSum / cards)} B, max ${cardMax} B; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
if (!given) await rm(root, { recursive: true, force: true });
