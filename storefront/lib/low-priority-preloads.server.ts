// The page's scripts are preloaded (<link rel="modulepreload">, written by React Router) so that
// hydration does not wait on a chain of imports; but on a phone's narrow connection they then take
// the bandwidth the first product pictures need, while the server-drawn page is already readable.
// Marking them fetchpriority="low" lets the pictures go first. React Router has no option for it,
// so the tags are rewritten as the document streams out.
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  // A character of several bytes (an 'é', a dash) may be cut by a chunk too.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // A tag cut in two by the chunk boundary: keep its start for the next chunk.
      const cut = text.lastIndexOf('<');
      const keep = cut >= 0 && cut > text.length - TAG.length && TAG.startsWith(text.slice(cut)) ? cut : text.length;
      carry = text.slice(keep);
      done(null, text.slice(0, keep).replaceAll(TAG, LOW));
    },
    flush(done: TransformCallback) {
      done(null, (carry + decoder.end()).replaceAll(TAG, LOW));
    },
  });
}
