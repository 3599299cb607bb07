// The demo shop's images and videos, into the media folder or a bucket (npm run seed, the first
// start, npm run media:upload). Product images are numbered by catalogue position, i.e. ProductNo.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { copyMedia } from '../server/media/copy-media';
import { folderStore } from '../server/media/folder-store';
import type { MediaStore } from '../server/media/media-store';
import type { SeedProduct } from './catalogue-types';
import { mapLimit, writeProductImages, writeSiteImages, writeVideos, type SeedImage } from './images';

export async function writeDemoMedia(
  store: MediaStore,
  products: SeedProduct[],
  log: (line: string) => void,
): Promise<SeedImage[][]> {
  // sharp writes files: a bucket gets them from a folder of their own once all are made.
  const dir = store.kind === 'folder' ? store.where : await fs.mkdtemp(path.join(os.tmpdir(), 'shop-demo-media-'));
  try {
    log(`Generating images for ${products.length} products…`);
    await writeSiteImages(dir);
    await writeVideos(dir);
    const images = await mapLimit(products, 2, (p, i) => writeProductImages(p, i + 1, dir));
    if (store.kind !== 'folder')
      log(`Copied ${await copyMedia(folderStore(dir), store)} media files to the ${store.where}.`);
    return images;
  } finally {
    if (store.kind !== 'folder') await fs.rm(dir, { recursive: true, force: true });
  }
}
