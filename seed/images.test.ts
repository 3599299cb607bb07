import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeProductImages, writeSiteImages, writeVideos } from './images';
import { demoProducts } from './products';
import { escapeXml, wrapText } from './svg-art';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'seed-images-'));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('svg helpers', () => {
  it('wraps to at most the given lines and escapes XML', () => {
    expect(wrapText('Samsung 55" Crystal UHD 4K Smart TV', 22, 3)).toEqual(['Samsung 55" Crystal', 'UHD 4K Smart TV']);
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1].endsWith('…')).toBe(true);
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});

describe('writeProductImages', () => {
  it('writes detail and card WebP files of the declared sizes', async () => {
    const products = demoProducts();
    const picks = [products[0], products.find((p) => p.imageCount === 1 && /["&']/.test(p.name)) ?? products[1]];
    for (const [i, p] of picks.entries()) {
      const images = await writeProductImages(p, 42 + i, root);
      expect(images).toHaveLength(p.imageCount);
      for (const [k, img] of images.entries()) {
        expect(img.path).toBe(`products/${String(42 + i).padStart(4, '0')}-${k + 1}.webp`);
        expect(img.thumbnailPath).toBe(`products/${String(42 + i).padStart(4, '0')}-${k + 1}-card.webp`);
        const detail = await sharp(path.join(root, img.path)).metadata();
        expect(detail.format).toBe('webp');
        expect([detail.width, detail.height]).toEqual([img.width, img.height]);
        expect([img.width, img.height]).toEqual([800, 800]);
        const card = await sharp(path.join(root, img.thumbnailPath)).metadata();
        expect(card.format).toBe('webp');
        expect([card.width, card.height]).toEqual([img.thumbWidth, img.thumbHeight]);
        expect([img.thumbWidth, img.thumbHeight]).toEqual([320, 320]);
        expect((await stat(path.join(root, img.thumbnailPath))).size).toBeLessThan(15 * 1024);
      }
    }
  });
});

describe('writeSiteImages and writeVideos', () => {
  it('writes banners, category banners, why-buy tiles and the logo', async () => {
    const written = await writeSiteImages(root);
    const paths = written.map((w) => w.path);
    for (let n = 11; n <= 15; n++) {
      expect(paths).toContain(`banner/${n}.jpg`);
      expect(paths).toContain(`banner/${n}.webp`);
    }
    for (const c of ['electronics', 'kitchen', 'health', 'home-decor', 'tools-automobile', 'home-improvement'])
      expect(paths).toContain(`category-banners/${c}.webp`);
    for (const f of ['why-buy/1.webp', 'why-buy/2.webp', 'logo.svg', 'logo.png']) expect(paths).toContain(f);
    for (const w of written) {
      const meta = await sharp(path.join(root, w.path)).metadata();
      expect([meta.width, meta.height], w.path).toEqual([w.width, w.height]);
    }
    const banner = await sharp(path.join(root, 'banner/11.jpg')).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['jpeg', 1265, 310]);
  });

  it('copies the demo videos and writes their posters', async () => {
    const videos = await writeVideos(root);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const v of videos) {
      const head = Buffer.alloc(12);
      const { open } = await import('node:fs/promises');
      const fh = await open(path.join(root, v.path));
      await fh.read(head, 0, 12, 0);
      await fh.close();
      expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const poster = await sharp(path.join(root, v.posterPath)).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual(['webp', 480, 480]);
    }
  });
});
