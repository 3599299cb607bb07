// Photos of proof from the driver's phone (docs/decisions/0090): checked by their bytes (a picture,
// not a file named like one), limited in size, kept with the media under private/ like the transfer
// receipts (never served as media), and opened by the staff only through the back office.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { deliveryAttempts } from '../../../database/schema';
import { PHOTO_MAX_BYTES, PHOTO_NOT_A_PICTURE, PHOTO_TOO_BIG } from '../../../shop-rules/delivery/proof';
import type { MediaStore } from '../../media/media-store';
import { receiptTypeOf } from '../../receipts/receipt-content';
import { BackofficeError } from '../shared/errors';

/** Where the photos are kept among the media: never served by /media (server/http/media.ts). */
export const PHOTO_KEY_PREFIX = 'private/delivery-photos/';

export interface Photo {
  bytes: Buffer;
  type: string;
  extension: string;
}

/** The photo as the shop keeps it, or a 4xx saying what is wrong with it. */
export function checkPhoto(bytes: Buffer): Photo {
  if (bytes.length > PHOTO_MAX_BYTES) throw new BackofficeError(PHOTO_TOO_BIG, { photo: PHOTO_TOO_BIG }, 413);
  const kind = receiptTypeOf(bytes);
  if (!kind || kind.type === 'application/pdf')
    throw new BackofficeError(PHOTO_NOT_A_PICTURE, { photo: PHOTO_NOT_A_PICTURE }, 400);
  return { bytes, type: kind.type, extension: kind.extension };
}

export async function keepPhoto(media: MediaStore, photo: Photo): Promise<string> {
  const key = `${PHOTO_KEY_PREFIX}${crypto.randomBytes(16).toString('hex')}.${photo.extension}`;
  await media.put(key, photo.bytes, photo.type);
  return key;
}

/** A photo for the staff's browser, kept by no cache; a 404 for anything else. */
export async function photoFile(db: Database, media: MediaStore, orderNo: number, attemptNo: number) {
  const [row] = await db
    .select({ photoKey: deliveryAttempts.photoKey })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.attemptNo, attemptNo), eq(deliveryAttempts.orderNo, orderNo)));
  const file = row?.photoKey ? await media.read(row.photoKey) : null;
  const kind = file ? receiptTypeOf(file) : null;
  if (!file || !kind) throw new Response('No such photo.', { status: 404, statusText: 'Not Found' });
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': kind.type,
      'Content-Disposition': `inline; filename="delivery-${orderNo}-${attemptNo}.${kind.extension}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
