// Copies every media file from one store to another: the demo media into a bucket (npm run
// media:upload, the seed), and media in and out of backups.
import type { MediaStore } from './media-store';

export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  opts: { concurrency?: number } = {},
): Promise<number> {
  const keys: string[] = [];
  for await (const key of from.list()) keys.push(key);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const body = await from.read(key);
      if (body) await to.put(key, body);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 8, keys.length) }, worker));
  return keys.length;
}
