// The demo shop's images and videos, into the media folder or a bucket (npm run seed, the first
// start, npm run media:upload): seed/ makes them in a folder, and a bucket gets them from a folder of
// their own once all are made.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SeedProduct } from '../../seed/catalogue-types';
import { writeDemoMediaFiles } from '../../seed/demo-media';
import type { SeedImage } from '../../seed/images';
import { copyMedia } from './copy-media';
import { folderStore } from './folder-store';
import type { MediaStore } from './media-store';

export async function writeDemoMedia(
  store: MediaStore,
  products: SeedProduct[],
  log: (line: string) => void,
): Promise<SeedImage[][]> {
  const dir = store.kind === 'folder' ? store.where : await fs.mkdtemp(path.join(os.tmpdir(), 'shop-demo-media-'));
  try {
    const images = await writeDemoMediaFiles(dir, products, log);
    if (store.kind !== 'folder')
      log(`Copied ${await copyMedia(folderStore(dir), store)} media files to the ${store.where}.`);
    return images;
  } finally {
    if (store.kind !== 'folder') await fs.rm(dir, { recursive: true, force: true });
  }
}

/** What seedDemoShop takes to write the demo media into this store. */
export const demoMediaWriter = (store: MediaStore) => (products: SeedProduct[], log: (line: string) => void) =>
  writeDemoMedia(store, products, log);
