// A cached page is sent to many browsers, so it cannot carry one request's CSP nonce: it is rendered
// without one, and its policy lists the SHA-256 of each inline script it holds (docs/decisions/0030).
import crypto from 'node:crypto';

// A script element's text cannot hold `</script` (the HTML would end there), so this finds each whole.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

// A data block (the product page's schema.org JSON-LD) is never run, so the policy need not list it:
// every hash is 54 bytes of uncompressed header, and the product page's first round trip is full.
const DATA_BLOCK = /\stype\s*=\s*"(?!module"|text\/javascript"|application\/javascript")[^"]*"/i;

/** CSP sources ('sha256-…') for the inline scripts of an HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || DATA_BLOCK.test(` ${attributes}`) || text === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
