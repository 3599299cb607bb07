// The page's scripts are preloaded (<link rel="modulepreload">, written by React Router) so that
// hydration does not wait on a chain of imports; but on a phone's narrow connection they then take
// the bandwidth the first product pictures need, while the server-drawn page is already readable.
// Marking them fetchpriority="low" lets the pictures go first. React Router has no option for it,
// so the tags are rewritten as the document streams out.
import { Transform, type TransformCallback } from 'node:stream';

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + chunk.toString();
      // A tag cut in two by the chunk boundary: keep its start for the next chunk.
      const cut = text.lastIndexOf('<');
      const keep = cut >= 0 && cut > text.length - TAG.length && TAG.startsWith(text.slice(cut)) ? cut : text.length;
      carry = text.slice(keep);
      done(null, text.slice(0, keep).replaceAll(TAG, LOW));
    },
    flush(done: TransformCallback) {
      done(null, carry.replaceAll(TAG, LOW));
    },
  });
}
