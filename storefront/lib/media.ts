/** Media files live at the media base address joined with their path (docs/product.md#api-conventions). */
export function mediaUrl(base: string, file: string | null | undefined): string {
  if (!file) return '';
  if (/^https?:\/\//.test(file)) return file;
  return `${base.replace(/\/$/, '')}/${file.replace(/^\//, '')}`;
}

/** An address a crawler or a social site can fetch: media on the shop's own host get its origin. */
export function absoluteUrl(publicBaseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicBaseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

/** Product videos are kept in the media folder's videos/ unless the name carries its own folder. */
export function videoUrl(base: string, file: string): string {
  return mediaUrl(base, file.includes('/') ? file : `videos/${file}`);
}

export interface ImageFiles {
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
}

/** The two sizes every product image has: the card (320 px) and the detail (800 px), both WebP. */
export const CARD_IMAGE_WIDTH = 320;
export const DETAIL_IMAGE_WIDTH = 800;

export function productSrcSet(base: string, image: ImageFiles): string | undefined {
  const card = mediaUrl(base, image.ImageFilePathThumbnail);
  const detail = mediaUrl(base, image.ImageFilePath);
  if (!card || !detail) return undefined;
  return `${card} ${CARD_IMAGE_WIDTH}w, ${detail} ${DETAIL_IMAGE_WIDTH}w`;
}
