// demoProducts(): the deterministic demo catalogue (≥ 320 products).

import { centsToDecimal } from '../shop-rules/money';
import type { SeedProduct, SeedVariant } from './catalogue-types';
import { leafCategories } from './categories';
import { Rng, slugify, upcCheckDigit } from './prng';
import { CATALOGUE, FEATURED_NAMES, type Item } from './product-data';
import { makeReviews } from './reviews';

const TOP_CODES: Record<string, string> = {
  electronics: 'ELE',
  kitchen: 'KIT',
  'health-beauty': 'HBE',
  'home-decor': 'HDC',
  appliances: 'APP',
  'tools-automobile': 'TLA',
  'home-improvement': 'HIM',
  clothing: 'CLO',
  'musical-items': 'MUS',
  'puja-items': 'PUJ',
  furniture: 'FUR',
  shoes: 'SHO',
};

/** Seed of the selection PRNG: change it and the whole demo catalogue changes. */
export const CATALOGUE_SEED = 20261121;

const pad = (n: number, w: number) => n.toString().padStart(w, '0');

function isoDay(dayOfYear2026: number): string {
  const t = new Date(Date.UTC(2026, 0, 1) + dayOfYear2026 * 86_400_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1, 2)}-${pad(t.getUTCDate(), 2)}`;
}

function colourCode(colour: string): string {
  const words = colour.split(/[^A-Za-z]+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : colour.slice(0, 3)).toUpperCase();
}

function buildVariants(
  rng: Rng,
  sku: string,
  colours: string[] | undefined,
  sizes: string[] | undefined,
): SeedVariant[] {
  let pairs: Array<[string | null, string | null]> = [];
  if (colours?.length && sizes?.length) {
    // Two colours at most, each in the middle sizes, capped at five variants.
    const mid = sizes.length > 3 ? sizes.slice(1, 4) : sizes;
    for (const c of colours.slice(0, 2)) for (const s of mid) pairs.push([c, s]);
    pairs = pairs.slice(0, 5);
  } else if (sizes?.length) {
    const n = Math.min(sizes.length, rng.int(3, 5));
    const start = rng.int(0, sizes.length - n);
    pairs = sizes.slice(start, start + n).map((s) => [null, s]);
  } else if (colours?.length) {
    pairs = colours.slice(0, 5).map((c) => [c, null]);
  }
  if (pairs.length === 1) pairs = []; // a single option is no choice
  const used = new Set<string>();
  const variants = pairs.map(([color, size]) => {
    let code = [color ? colourCode(color) : '', size ?? '']
      .filter(Boolean)
      .join('-')
      .replace(/[^A-Z0-9-]/gi, '');
    while (used.has(code)) code += 'X';
    used.add(code);
    const stock = rng.chance(0.12) ? 0 : rng.int(1, 25);
    return { sku: `${sku}-${code}`, color, size, stock };
  });
  if (variants.length > 0 && variants.every((v) => v.stock === 0)) variants[0].stock = rng.int(1, 10);
  return variants;
}

interface Draft {
  index: number; // position in product-data (stable ids: SKU, barcode)
  item: Item;
  product: SeedProduct;
  priceCents: number;
}

function bundleCents(priceCents: number, n: number, discountPercent: number, factor: number): number {
  const discount = Math.round((priceCents * discountPercent) / 100);
  const plain = n * priceCents - discount;
  let total = Math.floor((plain * factor) / 100) * 100; // whole TT dollars
  if (total >= n * priceCents) total = n * priceCents - 100;
  return total;
}

export function demoProducts(): SeedProduct[] {
  const leaves = leafCategories();
  const topOf = new Map(leaves.map((l) => [l.slug, l.parentSlug]));
  const drafts: Draft[] = [];
  const slugs = new Set<string>();

  // 1. Base records, one per hand-written item.
  let index = 0;
  for (const leaf of CATALOGUE) {
    const top = topOf.get(leaf.leaf);
    if (!top) throw new Error(`product-data leaf ${leaf.leaf} is not a leaf category`);
    for (const item of leaf.items) {
      const [name, brand, priceTT, description, opts = {}] = item;
      const rng = new Rng(`item:${name}`);
      let slug = slugify(name);
      for (let k = 2; slugs.has(slug); k++) slug = `${slugify(name)}-${k}`;
      slugs.add(slug);
      const sku = `TS-${TOP_CODES[top]}-${pad(index + 1, 4)}`;
      const eleven = `4868${pad(index + 1, 4)}${pad(rng.int(0, 999), 3)}`;
      const barcode = eleven + upcCheckDigit(eleven);
      const priceCents = Math.round(priceTT * 100);
      let purchaseCents = Math.round(priceCents * (0.55 + rng.float() * 0.23));
      if (purchaseCents >= priceCents) purchaseCents = priceCents - 1;
      const sizes = opts.s === 'none' ? undefined : (opts.s ?? leaf.sizes);
      const variants = buildVariants(rng, sku, opts.c, sizes);
      const stock =
        variants.length > 0
          ? variants.reduce((a, v) => a + v.stock, 0)
          : priceCents >= 300_000
            ? rng.int(2, 12)
            : priceCents >= 50_000
              ? rng.int(4, 30)
              : rng.int(10, 120);
      const r = rng.float();
      const imageCount = r < 0.25 ? 1 : r < 0.6 ? 2 : r < 0.85 ? 3 : 4;
      drafts.push({
        index,
        item,
        priceCents,
        product: {
          slug,
          name,
          description,
          categorySlug: leaf.leaf,
          brand,
          barcode,
          sku,
          price: centsToDecimal(priceCents),
          purchasePrice: centsToDecimal(purchaseCents),
          salesPrice2: null,
          salesPrice3: null,
          salesPrice5: null,
          discountPercent: 0,
          freeDelivery: false,
          freeDeliveryQuantity: 0,
          ribbonText: null,
          stock,
          isSoldOut: false,
          arrivalDate: isoDay(rng.int(4, 313)), // 5 Jan – 10 Nov 2026
          imageCount,
          videoFile: opts.v ?? null,
          variants,
          reviews: [],
          countryOfOrigin: opts.o ?? leaf.origin,
          topCategorySlug: top,
          featured: false,
          bestSeller: false,
        },
      });
      index++;
    }
  }

  const byName = new Map(drafts.map((d) => [d.product.name, d]));
  const featured = FEATURED_NAMES.map((n) => {
    const d = byName.get(n);
    if (!d) throw new Error(`featured product ${n} not in product-data`);
    d.product.featured = true;
    if (d.product.imageCount < 2) d.product.imageCount = 2;
    return d;
  });
  const isFeatured = (d: Draft) => d.product.featured === true;

  // 2. Selections, all from one seeded PRNG so the result is fixed.
  const rng = new Rng(CATALOGUE_SEED);
  const others = drafts.filter((d) => !isFeatured(d));

  // Sold out: some with variants (every variant 0), some without. Never featured or with a video.
  const soldOut = [
    ...rng.sample(
      others.filter((d) => d.product.variants.length > 0),
      5,
    ),
    ...rng.sample(
      others.filter((d) => d.product.variants.length === 0 && !d.product.videoFile),
      9,
    ),
  ];
  for (const d of soldOut) {
    d.product.isSoldOut = true;
    d.product.stock = 0;
    for (const v of d.product.variants) v.stock = 0;
  }
  const inStock = drafts.filter((d) => !d.product.isSoldOut);

  // Discounts.
  for (const d of rng.sample(drafts, 36)) d.product.discountPercent = rng.pick([5, 10, 10, 15, 15, 20, 25]);
  // A few featured products on offer too.
  for (const d of featured.filter((_, i) => i % 4 === 1))
    if (!d.product.discountPercent) d.product.discountPercent = 10;

  // Bundle prices for 2, 3 and 5 units on everyday items (≤ TT$450), sometimes only one or two of them.
  for (const d of rng.sample(
    drafts.filter((x) => x.priceCents <= 45_000),
    48,
  )) {
    const pattern = rng.pick(['235', '235', '235', '2', '23', '35', '5', '3']);
    const p = d.product;
    const jitter = () => rng.float() * 0.02;
    if (pattern.includes('2'))
      p.salesPrice2 = centsToDecimal(bundleCents(d.priceCents, 2, p.discountPercent, 0.96 - jitter()));
    if (pattern.includes('3'))
      p.salesPrice3 = centsToDecimal(bundleCents(d.priceCents, 3, p.discountPercent, 0.92 - jitter()));
    if (pattern.includes('5'))
      p.salesPrice5 = centsToDecimal(bundleCents(d.priceCents, 5, p.discountPercent, 0.87 - jitter()));
  }

  // Free delivery on big-ticket items; free delivery from a quantity on mid-priced ones.
  for (const d of rng.sample(
    drafts.filter((x) => x.priceCents >= 100_000),
    34,
  ))
    d.product.freeDelivery = true;
  for (const d of rng.sample(
    drafts.filter((x) => !x.product.freeDelivery && x.priceCents >= 4_000 && x.priceCents < 100_000),
    24,
  ))
    d.product.freeDeliveryQuantity = rng.pick([2, 3, 3, 5]);

  // Best sellers.
  const bestSellers = new Set([
    ...featured.filter((_, i) => i % 2 === 0),
    ...rng.sample(
      inStock.filter((d) => !isFeatured(d)),
      24,
    ),
  ]);
  for (const d of bestSellers) d.product.bestSeller = true;

  // Reviews: every best seller and featured product, plus others — at least 100 products in all.
  const reviewed = new Set<Draft>([
    ...bestSellers,
    ...featured,
    ...rng.sample(
      others.filter((d) => !bestSellers.has(d)),
      90,
    ),
  ]);
  for (const d of drafts) {
    if (!reviewed.has(d)) continue;
    const p = d.product;
    const popular = bestSellers.has(d) || isFeatured(d);
    const count = popular ? rng.int(3, 12) : rng.chance(0.15) ? rng.int(6, 9) : rng.int(1, 5);
    p.reviews = makeReviews(new Rng(`reviews:${p.slug}`), count, p.topCategorySlug!, p.arrivalDate);
  }

  // Ribbons: every featured product and a spread of others (never on sold-out items).
  const ribbonFor = (p: SeedProduct): string => {
    if (p.discountPercent >= 15) return 'Hot Deal';
    if (p.topCategorySlug === 'puja-items') return 'Divali Special';
    if (p.bestSeller) return 'Best Seller';
    if (p.arrivalDate >= '2026-09-01') return 'New';
    if (p.countryOfOrigin === 'Trinidad and Tobago') return 'Made in T&T';
    if (p.freeDelivery) return 'Free Delivery';
    if (p.discountPercent > 0) return `${p.discountPercent}% Off`;
    return p.stock < 10 ? 'Limited Stock' : 'Trending';
  };
  for (const d of [
    ...featured,
    ...rng.sample(
      inStock.filter((x) => !isFeatured(x)),
      40,
    ),
  ])
    d.product.ribbonText = ribbonFor(d.product);

  // 3. Catalogue order: featured first, then the rest round-robin over the top-level categories.
  const groups = new Map<string, Draft[]>();
  for (const d of others) {
    const g = groups.get(d.product.topCategorySlug!) ?? [];
    g.push(d);
    groups.set(d.product.topCategorySlug!, g);
  }
  const ordered: Draft[] = [...featured];
  const queues = [...groups.values()];
  while (queues.some((q) => q.length > 0)) for (const q of queues) if (q.length > 0) ordered.push(q.shift()!);
  return ordered.map((d) => d.product);
}
