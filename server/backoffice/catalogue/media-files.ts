// Uploaded pictures and videos become media files with new names (media are cached for a year, so a
// file is never overwritten). Product images get the two sizes the storefront uses, as the seed's do:
// 800 px for the detail page and 320 px for the card, both square WebP.
import crypto from 'node:crypto';
import type Sharp from 'sharp';
import type { ProductImageFiles } from '../../catalogue/product/product-detail';
import type { MediaStore } from '../../media/media-store';
import { BackofficeError } from '../shared/errors';

// Loaded on first use: libvips costs a server tens of MiB it does not need until a picture is made
// (docs/decisions/0034).
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

export const DETAIL_SIZE = 800;
export const CARD_SIZE = 320;
export const BANNER_WIDTH = 1265;
export const BANNER_HEIGHT = 310;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 40 * 1024 * 1024;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const WEBP = { quality: 80, effort: 4 } as const;

const newName = () => crypto.randomBytes(6).toString('hex');

async function readImage(file: File, field: string): Promise<Buffer> {
  const sharp = await loadSharp();
  if (file.size > MAX_IMAGE_BYTES)
    throw new BackofficeError(
      `${file.name} is larger than 10 MB.`,
      { [field]: `${file.name} is larger than 10 MB.` },
      413,
    );
  const data = Buffer.from(await file.arrayBuffer());
  const format = await sharp(data, { limitInputPixels: 60_000_000 })
    .metadata()
    .then((m) => m.format ?? '')
    .catch(() => '');
  if (!IMAGE_FORMATS.has(format)) {
    const msg = `${file.name || 'The file'} is not a picture (JPEG, PNG, WebP, GIF or AVIF).`;
    throw new BackofficeError(msg, { [field]: msg });
  }
  return data;
}

/** Checks every picture first, so one bad file changes nothing. */
export async function readImages(files: File[], field: string): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const f of files) out.push(await readImage(f, field));
  return out;
}

async function squareWebp(data: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(size, size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .webp(WEBP)
    .toBuffer();
}

export async function writeProductImage(
  media: MediaStore,
  productNo: number,
  data: Buffer,
): Promise<ProductImageFiles> {
  const base = `products/p${productNo}-${newName()}`;
  const files = { path: `${base}.webp`, thumbnailPath: `${base}-card.webp` };
  await media.put(files.path, await squareWebp(data, DETAIL_SIZE), 'image/webp');
  await media.put(files.thumbnailPath, await squareWebp(data, CARD_SIZE), 'image/webp');
  return { ...files, width: DETAIL_SIZE, height: DETAIL_SIZE, thumbWidth: CARD_SIZE, thumbHeight: CARD_SIZE };
}

/** The home slider's size (docs/product.md#home-page), cropped to fill, as JPEG like the seed's banner/{n}.jpg. */
export async function writeBannerImage(media: MediaStore, bannerNo: number, data: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const file = `banner/${bannerNo}-${newName()}.jpg`;
  const jpeg = await sharp(data, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(BANNER_WIDTH, BANNER_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await media.put(file, jpeg, 'image/jpeg');
  return file;
}

function videoKind(head: Buffer): 'mp4' | 'webm' | null {
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  return null;
}

/** Stores an MP4 or WebM under videos/; the product keeps the bare file name (VideoFileName). */
export async function writeProductVideo(
  media: MediaStore,
  productNo: number,
  file: File,
  field: string,
): Promise<string> {
  if (file.size > MAX_VIDEO_BYTES)
    throw new BackofficeError('The video is larger than 40 MB.', { [field]: 'The video is larger than 40 MB.' }, 413);
  const data = Buffer.from(await file.arrayBuffer());
  const kind = videoKind(data);
  if (!kind)
    throw new BackofficeError('The video must be an MP4 or WebM file.', {
      [field]: 'The video must be an MP4 or WebM file.',
    });
  const name = `p${productNo}-${newName()}.${kind}`;
  await media.put(`videos/${name}`, data, `video/${kind}`);
  return name;
}

/** Files no row points at any more (after a rollback, or a removed image). */
export async function removeMediaFiles(media: MediaStore, files: string[]): Promise<void> {
  if (files.length) await media.remove(files).catch(() => {});
}

/** The files chosen in a file input: browsers send an empty unnamed part when none was chosen. */
export function chosenFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);
}
