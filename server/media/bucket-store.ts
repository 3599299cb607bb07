// Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO): one copy for every server.
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isMediaKey, type MediaOpenResult, type MediaStore } from './media-store';

export interface BucketSettings {
  bucket: string;
  region: string;
  /** Omitted for AWS S3 itself; MinIO, R2 and s3rver need their address. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and s3rver need it. */
  forcePathStyle: boolean;
}

/** Names never change once written (docs/decisions/0029-media-storage-and-backups.md). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

export function bucketStore(s: BucketSettings): MediaStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials:
      s.accessKeyId && s.secretAccessKey
        ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
        : undefined,
    // A bucket that does not answer fails the request (and readiness) rather than holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s.bucket;

  async function get(key: string, range?: string, ifNoneMatch?: string): Promise<MediaOpenResult> {
    if (!isMediaKey(key)) return { kind: 'missing' };
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }));
      return {
        kind: 'found',
        object: {
          body: out.Body as Readable,
          // A generic type (as some upload tools set) says less than the file's own extension.
          contentType:
            out.ContentType && out.ContentType !== 'application/octet-stream' ? out.ContentType : contentTypeOf(key),
          length: out.ContentLength ?? 0,
          etag: out.ETag,
          lastModified: out.LastModified,
          contentRange: out.ContentRange,
        },
      };
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return { kind: 'missing' };
      if (status === 304) return { kind: 'not-modified' };
      if (status === 416) return { kind: 'bad-range' };
      throw err;
    }
  }

  return {
    kind: 'bucket',
    where: `bucket ${Bucket}`,
    async put(key, body, contentType) {
      if (!isMediaKey(key)) throw new Error('Not a media key');
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType ?? contentTypeOf(key),
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async read(key) {
      const res = await get(key);
      if (res.kind !== 'found') return null;
      const chunks: Buffer[] = [];
      for await (const chunk of res.object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    open: (key, opts = {}) => get(key, opts.range, opts.ifNoneMatch),
    async remove(keys) {
      const wanted = keys.filter(isMediaKey);
      for (let i = 0; i < wanted.length; i += 1000) {
        const Objects = wanted.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && isMediaKey(o.Key)) yield o.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
