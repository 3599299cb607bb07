// The page's scripts are preloaded (<link rel="modulepreload">, written by React Router) so that
// hydration does not wait on a chain of imports; but on a phone's narrow connection they then take
// the bandwidth the first product pictures need, while the server-drawn page is already readable.
// Marking them fetchpriority="low" lets the pictures go first. React Router has no option for it,
// so the tags are rewritten in the finished document (storefront/entry.server.tsx), as bytes: the
// page is never turned into a string and back.

const TAG = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

export function withLowPriorityModulePreloads(html: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(TAG); at >= 0; at = html.indexOf(TAG, at + TAG.length)) {
    pieces.push(html.subarray(from, at + TAG.length), LOW);
    from = at + TAG.length;
  }
  if (pieces.length === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
