// Where product images, banners and videos live: a folder on this machine (the default) or an
// S3-compatible bucket shared by every server (docs/decisions/0029-media-storage-and-backups.md).
// Keys are the paths the database keeps, e.g. 'products/0042-1.webp' or 'videos/tabla-demo.mp4'.
import type { Readable } from 'node:stream';

export interface MediaObject {
  body: Readable;
  contentType: string;
  /** Bytes in this answer (the range's length for a range). */
  length: number;
  etag?: string;
  lastModified?: Date;
  /** Set for a range answer (206): 'bytes start-end/total'. */
  contentRange?: string;
}

/** What opening an object can answer besides the object itself. */
export type MediaOpenResult =
  | { kind: 'found'; object: MediaObject }
  | { kind: 'missing' }
  | { kind: 'not-modified' }
  | { kind: 'bad-range'; total?: number };

export interface MediaStore {
  readonly kind: 'folder' | 'bucket';
  /** A short name for logs and backups: the folder's path or the bucket's name. */
  readonly where: string;
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  open(key: string, opts?: { range?: string; ifNoneMatch?: string }): Promise<MediaOpenResult>;
  /** Removes what exists of these keys; a missing key is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every key, in no particular order. */
  list(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): void;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/**
 * A key as a browser or a backup may send it: forward slashes, no '..', no empty or hidden parts.
 * Anything else is not a media file (the caller answers 404).
 */
export function isMediaKey(key: string): boolean {
  if (!key || key.length > 512 || /[\\\0]/.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.'));
}
