import { describe, expect, it } from 'vitest';
import { WAIT_FOR_THE_PICTURE, withScriptsAfterThePicture } from './scripts-after-the-picture.server';

// What React Router writes (its manifest shortened), with text that only looks like the tags.
const MODULE_SCRIPT =
  '<script type="module" async="" nonce="n">;\nimport * as route0 from "/assets/root.js";\n' +
  'import * as route1 from "/assets/product.route.js";\n  window.__reactRouterManifest = {\n  "entry": {\n' +
  '    "module": "/assets/entry.js"\n  }\n};\n  window.__reactRouterRouteModules = {"root":route0,"product":route1};\n\n' +
  'import("/assets/entry.js");</script>';
const HTML =
  '<head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<link rel="preload" as="image" href="/media/logo.svg"/></head><body><p>&lt;link rel="modulepreload" in text</p>' +
  `<img src="/a.webp" fetchPriority="high"/>${MODULE_SCRIPT}<script>window.after = 1;</script></body>`;

const through = (page: string) => withScriptsAfterThePicture(Buffer.from(page)).toString('utf8');

describe('scripts after the picture', () => {
  it('takes the preloads out of the head and makes the module script wait before it imports anything', () => {
    const out = through(HTML);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="preload" as="image" href="/media/logo.svg"/>');
    expect(out).toContain('<p>&lt;link rel="modulepreload" in text</p>');
    const script = /<script type="module" async="" nonce="n">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    // Nothing is imported before the wait: a static import would be fetched as soon as it is parsed.
    expect(script.startsWith(WAIT_FOR_THE_PICTURE)).toBe(true);
    expect(script).not.toMatch(/^\s*import \*/m);
    const wait = script.length - script.slice(WAIT_FOR_THE_PICTURE.length).length;
    expect(script.indexOf('["/assets/entry.js","/assets/shell.js"]')).toBe(wait + 'for(const h of'.length);
    expect(script).toContain('const route0=await import("/assets/root.js");');
    expect(script).toContain('const route1=await import("/assets/product.route.js");');
    expect(script).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"product":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.js");')).toBe(true);
    expect(out.endsWith('<script>window.after = 1;</script></body>')).toBe(true);
  });

  it('keeps a page without scripts byte for byte, ending in a partial tag', () => {
    expect(through('<p>plain</p><link rel="mod')).toBe('<p>plain</p><link rel="mod');
    expect(through('<p>plain</p><script type="module">x')).toBe('<p>plain</p><script type="module">x');
  });

  it('leaves the scripts of a page without a main picture where they were, preloaded at low priority', () => {
    const page = HTML.replaceAll(' fetchPriority="high"', '');
    const out = through(page);
    expect(out).toBe(
      page.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href='),
    );
    expect(out).toContain(MODULE_SCRIPT);
  });

  it('puts back preloads that no module script follows', () => {
    const page =
      '<head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><link rel="modulepreload" href="/a.js"/></head><body></body>';
    expect(through(page)).toBe(
      '<head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/></head><body></body><link rel="modulepreload" href="/a.js"/>',
    );
  });

  it('keeps the characters of several bytes around the tags', () => {
    const page = '<p fetchPriority="high">Café — Dholak ₹</p><link rel="modulepreload" href="/a.js"/><p>après</p>';
    expect(through(page)).toBe(
      '<p fetchPriority="high">Café — Dholak ₹</p><p>après</p><link rel="modulepreload" href="/a.js"/>',
    );
  });
});
