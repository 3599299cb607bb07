// Media in object storage (docs/decisions/0029-media-storage-and-backups.md), against s3rver: what the
// back office uploads and what the seed writes is served through /media, from the bucket.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productImages } from '../../database/schema';
import { demoProducts } from '../../seed/products';
import { loadConfig } from '../config';
import { getJson } from '../test-support/requests';
import { startTestBucket, type TestBucket } from '../test-support/s3-server';
import { act, staffOf, testBackoffice } from '../test-support/staff-desk';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { writeDemoMedia } from './demo-media';
import { mediaStoreFor } from './open-store';

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 900, height: 700, channels: 3, background: '#ce1126' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

describe('media in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  let shop: TestShop;

  beforeAll(async () => {
    bucket = await startTestBucket();
    shop = await createTestShop('pglite', bucket.env);
  });
  afterAll(async () => {
    await shop?.close();
    await bucket?.close().catch(() => {});
  });

  it('serves a picture uploaded through the back office from the bucket, not the media folder', async () => {
    const backoffice = testBackoffice(shop.database.db, shop.config);
    const manager = await staffOf(backoffice, 'manager');
    const [cat] = await shop.database.db.select({ n: categories.categoryNo }).from(categories).limit(1);
    const fields = {
      name: 'Steelpan Mallets',
      description: 'Rubber-tipped.',
      categoryNo: String(cat!.n),
      salesPrice: '85',
      isActive: 'on',
      images: await png(),
    };
    const answer = await act(
      backoffice,
      manager,
      'catalogue',
      fields,
      async (d, form) => `saved ${await d.catalogue.saveProduct(null, form)}`,
    );
    expect(answer).toMatchObject({ ok: true });
    const productNo = Number((answer as { msg: string }).msg.split(' ')[1]);
    const [image] = await shop.database.db.select().from(productImages).where(eq(productImages.productNo, productNo));

    const res = await getJson(shop.app, `/media/${image!.path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const card = await getJson(shop.app, `/media/${image!.thumbnailPath}`);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    // The shop's own folder holds nothing: another server reads the same bucket.
    const local: string[] = [];
    for await (const key of (await import('./folder-store')).folderStore(shop.config.mediaDir).list()) local.push(key);
    expect(local).toEqual([]);
  });

  it("serves the seed's product images, banners and videos once the seed wrote them to the bucket", async () => {
    await writeDemoMedia(mediaStoreFor(shop.config), demoProducts().slice(0, 2), () => {});
    const product = (await getJson(shop.app, '/api/Product/loadproduct?ProductNo=1')).json();
    const path = product.ImageFilePath;
    expect(path).toBe('products/0001-1.webp');
    const res = await getJson(shop.app, `/media/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await getJson(shop.app, '/media/banner/11.jpg')).headers['content-type']).toBe('image/jpeg');
  });

  it("answers a video's range requests, as browsers ask for them", async () => {
    const whole = await getJson(shop.app, '/media/videos/tabla-demo.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await getJson(shop.app, '/media/videos/tabla-demo.mp4', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const again = await getJson(shop.app, '/media/videos/tabla-demo.mp4', {
      'if-none-match': String(whole.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a file the bucket does not hold, and for a path that leaves the media', async () => {
    expect((await getJson(shop.app, '/media/products/9999-1.webp')).statusCode).toBe(404);
    expect((await getJson(shop.app, '/media/products/..%2F..%2Fsecret')).statusCode).toBe(404);
    expect((await getJson(shop.app, '/media/')).statusCode).toBe(404);
  });

  it('reports the bucket in the readiness answer; a bucket that stops answering is failing, not unready', async () => {
    const ready = await getJson(shop.app, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, checks: { database: 'ok', media: 'ok' } });
    await bucket.close();
    const down = await getJson(shop.app, '/api/health/ready');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ ok: true, checks: { database: 'ok', media: 'failing' } });
  });
});

describe('the MEDIA_S3_ settings', () => {
  it("send browsers to the bucket's public address when one is given, else through /media", () => {
    const bucket = { MEDIA_S3_BUCKET: 'shop-media', MEDIA_S3_REGION: 'auto' };
    expect(loadConfig({ ...bucket, MEDIA_S3_PUBLIC_URL: 'https://media.shop.tt/' }).MEDIA_BASE_URL).toBe(
      'https://media.shop.tt',
    );
    expect(loadConfig(bucket).MEDIA_BASE_URL).toBe('/media');
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.shop.tt/media' }).MEDIA_BASE_URL).toBe(
      'https://cdn.shop.tt/media',
    );
  });

  it("refuse half a key, or a bucket address without the bucket's name", () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /MEDIA_S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /MEDIA_S3_BUCKET: the other MEDIA_S3_ settings need/,
    );
  });
});
