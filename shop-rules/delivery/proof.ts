// A photo of proof taken at a door (docs/product.md#the-drivers-phone-page, docs/decisions/0090): how
// the phone shrinks it before keeping it, the largest the shop takes, and what the driver is told.

/** The phone redraws a photo to at most this many pixels on its longest side, as a JPEG. */
export const PHOTO_LONGEST_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;
/** The largest photo the shop keeps (a phone's own photo that could not be redrawn may come as taken). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the shop reads the bytes themselves. */
export const PHOTO_ACCEPT = 'image/*';

/** The posted form's field that carries the photo of one action. */
export const photoField = (actionKey: string) => `photo-${actionKey}`;

export const PHOTO_LABEL = 'Photo (optional)';
export const PHOTO_NOT_A_PICTURE =
  'The photo is not a picture the shop can keep (JPEG, PNG, WebP or HEIC). Save the stop again with another photo or none.';
export const PHOTO_TOO_BIG = 'The photo is larger than 5 MB. Save the stop again with a smaller photo or none.';
