import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('lists the scripts a browser runs and leaves out files, empty scripts and data blocks', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Product"}</script><script>a()</script>' +
      '<script type="module" async="">b()</script><script src="/x.js"></script><script></script>' +
      '<script type="text/javascript">c()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()'), hash('c()')]);
  });
});
