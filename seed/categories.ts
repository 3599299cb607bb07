// The demo category tree: the merchandise and the category bar of docs/product.md#who-the-shop-is-for and #app-shell.
import type { SeedCategory } from './catalogue-types';
import { slugify } from './prng';

type Def = [name: string, slug: string, children: Array<[name: string, slug?: string]>];

// Order of the top level follows docs/product.md#who-the-shop-is-for. The subcategories of Clothing, Musical Items,
// Puja Items, Furniture and Shoes are exactly the category-bar entries (docs/product.md#app-shell).
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
  ['Clothing', 'clothing', [["Men's Wear"], ["Women's Wear"], ["Kids' Wear"], ['Funeral Clothing']]],
  ['Musical Items', 'musical-items', [['Tabla'], ['Dholak'], ['Harmonium'], ['Manjira'], ['Baby Drum Set']]],
  [
    'Puja Items',
    'puja-items',
    [
      ['Brass Items'],
      ['Marble Dust Idols'],
      ['Incense'],
      ['Flowers', 'puja-flowers'],
      ['Eco-friendly Clay Murti'],
      ['Hawan Samgri'],
      ['Idol Books'],
    ],
  ],
  [
    'Furniture',
    'furniture',
    [
      ['Sofa / Couch Set', 'sofa-couch-set'],
      ['Dining Table & Chairs', 'dining-table-chairs'],
      ['Beds'],
      ['Dressing Table'],
      ['Almirah / Wardrobe', 'almirah-wardrobe'],
      ['Center Table'],
      ['Dividers'],
      ['Swing (Jhula)', 'swing-jhula'],
    ],
  ],
  ['Shoes', 'shoes', [['Slippers'], ['Shoes', 'shoes-shoes'], ['Jutti']]],
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

/** The category-bar subcategories (docs/product.md#app-shell), by parent name. */
export const CATEGORY_BAR: Record<string, string[]> = {
  Clothing: ["Men's Wear", "Women's Wear", "Kids' Wear", 'Funeral Clothing'],
  'Musical Items': ['Tabla', 'Dholak', 'Harmonium', 'Manjira', 'Baby Drum Set'],
  'Puja Items': [
    'Brass Items',
    'Marble Dust Idols',
    'Incense',
    'Flowers',
    'Eco-friendly Clay Murti',
    'Hawan Samgri',
    'Idol Books',
  ],
  Furniture: [
    'Sofa / Couch Set',
    'Dining Table & Chairs',
    'Beds',
    'Dressing Table',
    'Almirah / Wardrobe',
    'Center Table',
    'Dividers',
    'Swing (Jhula)',
  ],
  Shoes: ['Slippers', 'Shoes', 'Jutti'],
};
