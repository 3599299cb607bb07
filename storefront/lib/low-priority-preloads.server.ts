// The page's scripts are preloaded (<link rel="modulepreload">, written by React Router) so that
// hydration does not wait on a chain of imports; but on a phone's narrow connection they then take
// the bandwidth the first product pictures need, while the server-drawn page is already readable.
// Marking them fetchpriority="low" lets the pictures go first. React Router has no option for it,
// so the tags are rewritten as the document streams out.
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The rewrite, and one chunk per turn of the event loop: React writes a page in pieces of 2 KB, and
 * each piece would otherwise cost its own trip through the compression and socket streams (about a
 * tenth of a page's server time, docs/decisions/0034). What React writes in one go leaves in one go.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  let pending = '';
  let scheduled = false;
  // A character of several bytes (an 'é', a dash) may be cut by a chunk too.
  const decoder = new StringDecoder('utf8');
  const rewrite = (last: boolean) => {
    const text = carry + pending;
    pending = '';
    // A tag cut in two by the chunk boundary: keep its start for the next chunk.
    const cut = text.lastIndexOf('<');
    const keep =
      !last && cut >= 0 && cut > text.length - TAG.length && TAG.startsWith(text.slice(cut)) ? cut : text.length;
    carry = text.slice(keep);
    return text.slice(0, keep).replaceAll(TAG, LOW);
  };
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (!pending || stream.destroyed || stream.writableFinished) return;
          const out = rewrite(false);
          if (out) stream.push(Buffer.from(out));
        });
      }
      done();
    },
    flush(done: TransformCallback) {
      pending += decoder.end();
      const out = rewrite(true);
      done(null, out ? Buffer.from(out) : undefined);
    },
  });
  return stream;
}
