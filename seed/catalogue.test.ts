import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_BAR } from '../shop-rules/category-bar';
import { demoCategories, leafCategories } from './categories';
import { isValidUpcA, parseCents, upcCheckDigit } from './prng';
import { demoProducts } from './products';
import { demoBanners, demoCities, demoDesignSections, demoShops } from './reference-data';
import { ASSET_VIDEO_DIR, DEMO_VIDEOS } from './videos';

const products = demoProducts();
const count = (pred: (p: (typeof products)[number]) => boolean) => products.filter(pred).length;

describe('categories', () => {
  const tree = demoCategories();

  it('has the twelve merchandise categories in order', () => {
    expect(tree.map((c) => c.name)).toEqual([
      'Electronics',
      'Kitchen',
      'Health & Beauty',
      'Home & Decor',
      'Appliances',
      'Tools & Automobile',
      'Home Improvement',
      'Clothing',
      'Musical Items',
      'Puja Items',
      'Furniture',
      'Shoes',
    ]);
  });

  it('has exactly the category-bar subcategories', () => {
    for (const { name, entries } of CATEGORY_BAR) {
      const node = tree.find((c) => c.name === name);
      expect(node, name).toBeDefined();
      expect(node!.children.map((c) => c.name)).toEqual(entries);
    }
    const entriesOf = (name: string) => CATEGORY_BAR.find((d) => d.name === name)?.entries;
    expect(entriesOf('Puja Items')).toContain('Eco-friendly Clay Murti');
    expect(entriesOf('Furniture')).toContain('Swing (Jhula)');
  });

  it('gives the other categories 3 to 5 subcategories', () => {
    for (const c of tree.filter((t) => !CATEGORY_BAR.some((d) => d.name === t.name))) {
      expect(c.children.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.children.length, c.name).toBeLessThanOrEqual(5);
    }
  });

  it('uses unique url-safe slugs', () => {
    const all = tree.flatMap((c) => [c, ...c.children]).map((c) => c.slug);
    expect(new Set(all).size).toBe(all.length);
    for (const s of all) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('demoProducts', () => {
  it('has at least 320 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(320);
  });

  it('is deterministic', () => {
    expect(demoProducts()).toEqual(products);
  });

  it('puts every product in a leaf and at least 4 products in every leaf', () => {
    const leaves = leafCategories();
    const slugs = new Set(leaves.map((l) => l.slug));
    for (const p of products) expect(slugs.has(p.categorySlug), p.categorySlug).toBe(true);
    for (const l of leaves)
      expect(
        count((p) => p.categorySlug === l.slug),
        l.slug,
      ).toBeGreaterThanOrEqual(4);
  });

  it('has unique url-safe slugs, unique barcodes and unique SKUs (variants included)', () => {
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const barcodes = products.map((p) => p.barcode);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    const skus = products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const s of skus) expect(s).toMatch(/^[A-Z0-9-]+$/);
  });

  it('uses 12-digit UPC-A barcodes with valid check digits', () => {
    expect(upcCheckDigit('03600029145')).toBe(2); // a well-known real UPC: 036000291452
    for (const p of products) expect(isValidUpcA(p.barcode), p.barcode).toBe(true);
  });

  it('has 2-decimal prices above 0, costs below prices and bundles cheaper than n × price', () => {
    for (const p of products) {
      for (const v of [p.price, p.purchasePrice, p.salesPrice2, p.salesPrice3, p.salesPrice5])
        if (v !== null) expect(v).toMatch(/^\d+\.\d{2}$/);
      const price = parseCents(p.price);
      expect(price).toBeGreaterThan(0);
      expect(parseCents(p.purchasePrice)).toBeGreaterThan(0);
      expect(parseCents(p.purchasePrice)).toBeLessThan(price);
      const perUnit: number[] = [];
      for (const [n, v] of [
        [2, p.salesPrice2],
        [3, p.salesPrice3],
        [5, p.salesPrice5],
      ] as const) {
        if (v === null) continue;
        expect(parseCents(v)).toBeGreaterThan(0);
        expect(parseCents(v), `${p.name} ×${n}`).toBeLessThan(n * price);
        perUnit.push(parseCents(v) / n);
      }
      // Buying more never costs more per unit.
      for (let i = 1; i < perUnit.length; i++) expect(perUnit[i]).toBeLessThanOrEqual(perUnit[i - 1]);
    }
  });

  it('meets the minimum counts of the brief', () => {
    expect(count((p) => p.variants.length >= 2 && p.variants.length <= 5)).toBeGreaterThanOrEqual(40);
    expect(
      count((p) => p.salesPrice2 !== null || p.salesPrice3 !== null || p.salesPrice5 !== null),
    ).toBeGreaterThanOrEqual(40);
    expect(count((p) => [p.salesPrice2, p.salesPrice3, p.salesPrice5].filter(Boolean).length === 1)).toBeGreaterThan(0);
    expect(count((p) => [p.salesPrice2, p.salesPrice3, p.salesPrice5].filter(Boolean).length === 2)).toBeGreaterThan(0);
    expect(count((p) => p.discountPercent > 0)).toBeGreaterThanOrEqual(30);
    expect(count((p) => p.freeDelivery)).toBeGreaterThanOrEqual(30);
    expect(count((p) => p.freeDeliveryQuantity > 1)).toBeGreaterThanOrEqual(20);
    expect(count((p) => !!p.ribbonText)).toBeGreaterThanOrEqual(40);
    expect(count((p) => p.isSoldOut)).toBeGreaterThanOrEqual(12);
    expect(count((p) => p.isSoldOut && p.variants.length > 0)).toBeGreaterThan(0);
    expect(count((p) => p.videoFile !== null)).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.reviews.length > 0)).toBeGreaterThanOrEqual(100);
    expect(count((p) => p.reviews.length > 5)).toBeGreaterThanOrEqual(10);
  });

  it('keeps field values in range', () => {
    for (const p of products) {
      expect([0, 5, 10, 15, 20, 25]).toContain(p.discountPercent);
      expect(p.freeDeliveryQuantity === 0 || p.freeDeliveryQuantity > 1).toBe(true);
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.imageCount).toBeLessThanOrEqual(4);
      expect(p.arrivalDate).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${p.arrivalDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.arrivalDate);
      expect(p.name.length).toBeLessThanOrEqual(60);
      expect(p.brand.length).toBeGreaterThan(0);
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, p.name).toBeLessThanOrEqual(3);
      if (p.ribbonText !== null) expect(p.ribbonText.length).toBeLessThanOrEqual(20);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
    }
  });

  it('keeps variants and stock consistent', () => {
    for (const p of products) {
      if (p.variants.length === 0) continue;
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(5);
      for (const v of p.variants) {
        expect(v.color !== null || v.size !== null).toBe(true);
        expect(v.sku.startsWith(`${p.sku}-`)).toBe(true);
      }
      const keys = p.variants.map((v) => `${v.color}/${v.size}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(p.stock).toBe(p.variants.reduce((a, v) => a + v.stock, 0));
    }
    for (const p of products.filter((x) => x.isSoldOut)) {
      expect(p.stock).toBe(0);
      for (const v of p.variants) expect(v.stock).toBe(0);
    }
    for (const p of products.filter((x) => !x.isSoldOut)) expect(p.stock).toBeGreaterThan(0);
  });

  it('uses clothing sizes S–XXL and shoe sizes 6–11', () => {
    const sizes = new Set(
      products.filter((p) => p.topCategorySlug === 'clothing').flatMap((p) => p.variants.map((v) => v.size)),
    );
    for (const s of ['S', 'M', 'L', 'XL', 'XXL']) expect(sizes.has(s)).toBe(true);
    const shoeSizes = new Set(
      products.filter((p) => p.topCategorySlug === 'shoes').flatMap((p) => p.variants.map((v) => v.size)),
    );
    for (const s of ['6', '7', '8', '9', '10', '11']) expect(shoeSizes.has(s)).toBe(true);
  });

  it('has realistic reviews', () => {
    for (const p of products) {
      expect(p.reviews.length).toBeLessThanOrEqual(12);
      for (const r of p.reviews) {
        expect(r.customerMobile).toMatch(/^\d{7}$/);
        expect([1, 2, 3, 4, 5]).toContain(r.rating);
        expect(r.customerName.length).toBeGreaterThan(0);
        expect(r.customerName.length).toBeLessThanOrEqual(100);
        expect(r.title.length).toBeGreaterThan(0);
        expect(r.comments.length).toBeGreaterThan(0);
        expect(r.comments.length).toBeLessThanOrEqual(1000);
        expect(new Date(r.createdAt).toISOString()).toBe(r.createdAt);
        expect(r.createdAt.slice(0, 10) >= p.arrivalDate).toBe(true);
      }
    }
  });

  it('has a Dholak product (search tests look for it as "dholk")', () => {
    expect(products.some((p) => /\bDholak\b/.test(p.name))).toBe(true);
    expect(products.some((p) => p.name === 'Hand-crafted Mango Wood Dholak')).toBe(true);
  });

  it('has the products named in the brief', () => {
    const names = products.map((p) => p.name).join('\n');
    for (const re of [
      /Samsung 55" .*4K/,
      /Tawa/,
      /Pressure Cooker/,
      /Yamaha .*Harmonium/,
      /Deya/,
      /Agarbatti/,
      /Sari/,
      /Kurta/,
      /Jutti/,
      /Mahogany Dining/,
      /Chaguanas-made .*Murti/,
    ])
      expect(names).toMatch(re);
    const tv = products.find((p) => p.name.startsWith('Samsung 55"'))!;
    expect(tv.price).toBe('4999.00');
    const dholak = products.find((p) => p.name === 'Hand-crafted Mango Wood Dholak')!;
    expect(dholak.countryOfOrigin).toBe('India');
  });

  it('opens with 15 varied, in-stock products', () => {
    const first = products.slice(0, 15);
    for (const p of first) expect(p.isSoldOut).toBe(false);
    expect(new Set(first.map((p) => p.topCategorySlug)).size).toBeGreaterThanOrEqual(8);
    expect(first.filter((p) => p.ribbonText).length).toBeGreaterThanOrEqual(10);
  });

  it('refers only to demo videos that exist and are small', () => {
    const files = new Set(DEMO_VIDEOS.map((v) => v.file));
    for (const p of products) if (p.videoFile) expect(files.has(p.videoFile)).toBe(true);
    for (const v of DEMO_VIDEOS) {
      const size = statSync(path.join(ASSET_VIDEO_DIR, v.file)).size;
      expect(size).toBeGreaterThan(1000);
      expect(size).toBeLessThan(150 * 1024);
    }
  });
});

describe('reference data', () => {
  it('lists towns of both islands, unique', () => {
    const cities = demoCities();
    const names = cities.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of [
      'Port of Spain',
      'San Fernando',
      'Chaguanas',
      'Arima',
      'Point Fortin',
      'Couva',
      'Sangre Grande',
      'Penal',
      'Siparia',
      'Diego Martin',
      'Tunapuna',
      'Princes Town',
      'Rio Claro',
      'Mayaro',
      'Marabella',
      'St. Augustine',
      'Curepe',
      'Debe',
      'Fyzabad',
      'Claxton Bay',
    ])
      expect(cities).toContainEqual({ name: n, island: 'Trinidad' });
    for (const n of [
      'Scarborough',
      'Crown Point',
      'Plymouth',
      'Roxborough',
      'Speyside',
      'Charlotteville',
      'Canaan',
      'Bon Accord',
      'Black Rock',
      'Moriah',
    ])
      expect(cities).toContainEqual({ name: n, island: 'Tobago' });
  });

  it('has the default shop 16 and 3–4 more, visibly demo', () => {
    const shops = demoShops();
    expect(shops.find((s) => s.shopNo === 16)?.name).toMatch(/Online Store/);
    expect(shops.length).toBeGreaterThanOrEqual(4);
    expect(shops.length).toBeLessThanOrEqual(5);
    expect(new Set(shops.map((s) => s.shopNo)).size).toBe(shops.length);
    for (const s of shops) expect(`${s.name} ${s.address}`).toMatch(/demo/i);
  });

  it('has banners 11–15 with 10–20 existing products each', () => {
    const slugs = new Set(products.map((p) => p.slug));
    const banners = demoBanners(products);
    expect(banners.map((b) => b.bannerNo)).toEqual([11, 12, 13, 14, 15]);
    for (const b of banners) {
      expect(b.title.length).toBeGreaterThan(0);
      expect(b.productSlugs.length).toBeGreaterThanOrEqual(10);
      expect(b.productSlugs.length).toBeLessThanOrEqual(20);
      expect(new Set(b.productSlugs).size).toBe(b.productSlugs.length);
      for (const s of b.productSlugs) expect(slugs.has(s)).toBe(true);
    }
    const music = banners.find((b) => b.bannerNo === 12)!;
    for (const s of music.productSlugs)
      expect(products.find((p) => p.slug === s)!.topCategorySlug).toBe('musical-items');
  });

  it('has 2–3 sections of 8–15 products on design pages 2 and 3', () => {
    const slugs = new Set(products.map((p) => p.slug));
    const sections = demoDesignSections(products);
    for (const page of [2, 3] as const) {
      const mine = sections.filter((s) => s.pageNo === page);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(3);
      for (const s of mine) {
        expect(s.sectionName.length).toBeGreaterThan(0);
        expect(s.productSlugs.length).toBeGreaterThanOrEqual(8);
        expect(s.productSlugs.length).toBeLessThanOrEqual(15);
        for (const slug of s.productSlugs) expect(slugs.has(slug)).toBe(true);
        // Each section's products come from the department it belongs to.
        for (const slug of s.productSlugs)
          expect(products.find((p) => p.slug === slug)!.topCategorySlug).toBe(s.categorySlug);
      }
    }
    expect(demoDesignSections(products)).toEqual(sections);
  });
});
