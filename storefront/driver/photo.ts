// A photo of proof made small on the phone before it is kept (docs/decisions/0090): redrawn to at most
// 1600 px on its longest side as a JPEG (a few hundred kB instead of a camera's several MB), so it fits
// the phone's storage and a weak link. A photo the browser cannot draw (a HEIC on some phones) is kept
// as taken; the shop reads its bytes either way.
import { PHOTO_JPEG_QUALITY, PHOTO_LONGEST_SIDE } from '../../shop-rules/delivery/proof';

export async function smallPhoto(file: File): Promise<Blob> {
  try {
    const picture = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_LONGEST_SIDE / Math.max(picture.width, picture.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(picture.width * scale));
    canvas.height = Math.max(1, Math.round(picture.height * scale));
    canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
    picture.close();
    const jpeg = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', PHOTO_JPEG_QUALITY));
    if (jpeg && jpeg.size > 0) return jpeg;
  } catch {
    // Not drawable here: kept as taken.
  }
  return file;
}
