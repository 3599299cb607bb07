// The shop's one media store, chosen by the settings: a bucket when MEDIA_S3_BUCKET is set, else the folder.
import type { Config } from '../config';
import { bucketStore } from './bucket-store';
import { folderStore } from './folder-store';
import type { MediaStore } from './media-store';

export function openMediaStore(config: Config): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return folderStore(config.mediaDir);
  return bucketStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
  });
}

const stores = new WeakMap<Config, MediaStore>();

/** One store per loaded configuration, so the app and the back office share one S3 client. */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config);
  if (!store) stores.set(config, (store = openMediaStore(config)));
  return store;
}
