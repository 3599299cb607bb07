// `npm run media:upload [-- --from FOLDER]`: copies media into the bucket that the MEDIA_S3_ settings
// name, for a shop moving to object storage. From FOLDER, or else the media folder (MEDIA_DIR, or
// DATA_DIR/media); when that holds nothing, the demo shop's images and videos are made and copied.
import { parseArgs } from 'node:util';
import { demoProducts } from '../seed/products';
import { loadConfig } from '../server/config';
import { copyMedia } from '../server/media/copy-media';
import { writeDemoMedia } from '../server/media/demo-media';
import { folderStore } from '../server/media/folder-store';
import { openMediaStore } from '../server/media/open-store';

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  const config = loadConfig();
  if (!config.MEDIA_S3_BUCKET)
    throw new Error('Set MEDIA_S3_BUCKET (and the other MEDIA_S3_ settings) to the bucket to fill.');
  const bucket = openMediaStore(config);
  try {
    await bucket.check();
    const from = folderStore(values.from ?? config.mediaDir);
    const first = await from.list()[Symbol.asyncIterator]().next();
    if (!first.done) {
      console.log(`Copying ${from.where} to the ${bucket.where}…`);
      console.log(`Copied ${await copyMedia(from, bucket)} media files.`);
    } else {
      console.log(`${from.where} holds no media: making the demo shop's.`);
      await writeDemoMedia(bucket, demoProducts(), (line) => console.log(line));
    }
  } finally {
    bucket.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
