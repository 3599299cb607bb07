import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from './low-priority-preloads.server';

const HTML =
  '<head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<link rel="preload" as="image" href="/media/logo.svg"/></head><body><p>&lt;link rel="modulepreload" in text</p></body>';

describe('script preloads at low priority', () => {
  it('marks every modulepreload link and leaves the rest of the page as it was', () => {
    const out = withLowPriorityModulePreloads(Buffer.from(HTML)).toString();
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/media/logo.svg"/>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(HTML);
  });

  it('keeps a page without preloads byte for byte', () => {
    const page = Buffer.from('<p>Café — Dholak ₹</p><link rel="mod');
    expect(withLowPriorityModulePreloads(page).equals(page)).toBe(true);
  });

  it('keeps the characters of several bytes around a tag', () => {
    const page = Buffer.from('<p>Café — ₹</p><link rel="modulepreload" href="/a.js"/><p>é</p>');
    expect(withLowPriorityModulePreloads(page).toString()).toBe(
      '<p>Café — ₹</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>é</p>',
    );
  });
});
