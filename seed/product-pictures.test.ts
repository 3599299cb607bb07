import { describe, expect, it } from 'vitest';
import { productSvg } from './images';
import { PICTURE_KINDS, pictureKindOf, pictureWordOf } from './product-pictures';
import { demoProducts } from './products';

const products = demoProducts();

describe('demo pictures by product kind', () => {
  it('gives every demo product a drawing whose kind is named in the product name', () => {
    for (const p of products) {
      const kind = pictureKindOf(p.name);
      expect(kind, p.name).toBeDefined();
      const word = pictureWordOf(p.name)!;
      expect(kind!.words, p.name).toContain(word);
      expect(p.name.toLowerCase(), kind!.kind).toContain(word);
    }
  });

  it('draws the product’s own kind in its pictures', () => {
    for (const p of products.slice(0, 400))
      expect(productSvg(p, 1), p.name).toContain(`data-kind="${pictureKindOf(p.name)!.kind}"`);
    const byName = (n: string) => pictureKindOf(products.find((p) => p.name.startsWith(n))!.name)!.kind;
    expect(byName('Solar Garden Path Lights')).toBe('solar lamp');
    expect(byName('Professional Copper Tabla Set')).toBe('tabla');
    expect(byName('Tabla Hammer')).toBe('tabla');
    expect(byName('Cotton Kurta Pajama Set')).toBe('kurta');
    expect(byName('Lodge Cast Iron Dutch Pot')).toBe('pot');
    expect(byName('Leather Recliner Chair')).toBe('chair');
    expect(byName('Nokia 105 Dual SIM Feature Phone')).toBe('phone');
    expect(byName('Karcher K2 Pressure Washer')).toBe('power tool');
    expect(byName('Tulsi Plant in Clay Pot')).toBe('plant');
    expect(byName('Apple iPad')).toBe('tablet');
    expect(byName('Portable Generator')).toBe('generator');
  });

  it('keeps one drawing for each kind, and no word in two kinds', () => {
    const kinds = PICTURE_KINDS.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const drawings = PICTURE_KINDS.map((k) => k.draw('#111111', '#222222', '#333333'));
    expect(new Set(drawings).size).toBe(drawings.length);
    const words = PICTURE_KINDS.flatMap((k) => k.words);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).toBe(w.toLowerCase());
  });

  it('uses every drawing for some demo product, and draws the same picture every time', () => {
    const used = new Set(products.map((p) => pictureKindOf(p.name)!.kind));
    expect(PICTURE_KINDS.filter((k) => !used.has(k.kind)).map((k) => k.kind)).toEqual([]);
    expect(productSvg(products[3], 2)).toBe(productSvg(products[3], 2));
  });
});
