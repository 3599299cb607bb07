// The demo category tree: the merchandise and the category bar of docs/product.md#who-the-shop-is-for and #app-shell.
import { CATEGORY_BAR } from '../shop-rules/category-bar';
import type { SeedCategory } from './catalogue-types';
import { slugify } from './prng';

type Def = [name: string, slug: string, children: Array<[name: string, slug?: string]>];

/** Category-bar entries whose slug is not their name's (kept unique across the tree). */
const BAR_SLUGS: Record<string, string> = {
  Flowers: 'puja-flowers',
  'Dining Table & Chairs': 'dining-table-chairs',
  Shoes: 'shoes-shoes',
};

// Order of the top level follows docs/product.md#who-the-shop-is-for. The subcategories of Clothing, Musical Items,
// Puja Items, Furniture and Shoes are the category-bar entries (shop-rules/category-bar.ts).
const TREE: Def[] = [
  [
    'Electronics',
    'electronics',
    [
      ['Phones & Tablets', 'phones-tablets'],
      ['Televisions'],
      ['Audio'],
      ['Computers'],
      ['Accessories', 'electronics-accessories'],
    ],
  ],
  [
    'Kitchen',
    'kitchen',
    [
      ['Cookware'],
      ['Pressure Cookers'],
      ['Tawa & Griddles', 'tawa-griddles'],
      ['Kitchen Utensils'],
      ['Storage & Containers', 'storage-containers'],
    ],
  ],
  [
    'Health & Beauty',
    'health-beauty',
    [
      ['Skin Care'],
      ['Hair Care'],
      ['Personal Care Appliances'],
      ['Fragrances'],
      ['Ayurvedic & Herbal', 'ayurvedic-herbal'],
    ],
  ],
  [
    'Home & Decor',
    'home-decor',
    [
      ['Wall Decor'],
      ['Lighting'],
      ['Curtains & Linen', 'curtains-linen'],
      ['Rugs & Mats', 'rugs-mats'],
      ['Vases & Showpieces', 'vases-showpieces'],
    ],
  ],
  [
    'Appliances',
    'appliances',
    [['Refrigerators'], ['Washing Machines'], ['Air Conditioners'], ['Small Kitchen Appliances'], ['Fans']],
  ],
  ['Tools & Automobile', 'tools-automobile', [['Power Tools'], ['Hand Tools'], ['Car Accessories'], ['Car Care']]],
  [
    'Home Improvement',
    'home-improvement',
    [
      ['Plumbing'],
      ['Electrical'],
      ['Paint & Supplies', 'paint-supplies'],
      ['Hardware'],
      ['Garden & Outdoor', 'garden-outdoor'],
    ],
  ],
  // The five departments of the category bar, with its subcategories in its order.
  ...CATEGORY_BAR.map(
    ({ name, entries }): Def => [
      name,
      slugify(name),
      entries.map((entry): [string, string?] => [entry, BAR_SLUGS[entry]]),
    ],
  ),
];

/** The full tree, freshly built on each call. Slugs are globally unique. */
export function demoCategories(): SeedCategory[] {
  return TREE.map(([name, slug, children]) => ({
    slug,
    name,
    children: children.map(([childName, childSlug]) => ({
      slug: childSlug ?? slugify(childName),
      name: childName,
      children: [],
    })),
  }));
}

/** Every leaf with its top-level parent, in tree order. */
export function leafCategories(): Array<{ slug: string; name: string; parentSlug: string; parentName: string }> {
  const out: Array<{ slug: string; name: string; parentSlug: string; parentName: string }> = [];
  const walk = (nodes: SeedCategory[], top: SeedCategory | null) => {
    for (const n of nodes) {
      const t = top ?? n;
      if (n.children.length === 0) out.push({ slug: n.slug, name: n.name, parentSlug: t.slug, parentName: t.name });
      else walk(n.children, t);
    }
  };
  walk(demoCategories(), null);
  return out;
}

/** Map leaf slug → top-level slug. */
export function topSlugOf(leafSlug: string): string {
  const leaf = leafCategories().find((l) => l.slug === leafSlug);
  if (!leaf) throw new Error(`unknown leaf category ${leafSlug}`);
  return leaf.parentSlug;
}
