// The demo shop's images and videos, made into a folder. Product images are numbered by catalogue
// position, i.e. ProductNo. The server puts them into its media store (server/media/demo-media.ts).
import type { SeedProduct } from './catalogue-types';
import { mapLimit, type SeedImage, writeProductImages, writeSiteImages, writeVideos } from './images';

export async function writeDemoMediaFiles(
  dir: string,
  products: SeedProduct[],
  log: (line: string) => void,
): Promise<SeedImage[][]> {
  log(`Generating images for ${products.length} products…`);
  await writeSiteImages(dir);
  await writeVideos(dir);
  return mapLimit(products, 2, (p, i) => writeProductImages(p, i + 1, dir));
}
