// Cities, shops, home-page banners and design-page sections for the demo.
import type { SeedBanner, SeedCity, SeedDesignSection, SeedProduct, SeedShop } from './catalogue-types';
import { leafCategories } from './categories';

const TRINIDAD = [
  'Arima',
  'Arouca',
  'Barataria',
  'Carapichaima',
  'Carenage',
  'Cedros',
  'Chaguanas',
  'Chaguaramas',
  'Claxton Bay',
  'Couva',
  'Cunupia',
  'Curepe',
  "D'Abadie",
  'Debe',
  'Diego Martin',
  'El Dorado',
  'Freeport',
  'Fyzabad',
  'Gasparillo',
  'La Brea',
  'Laventille',
  'Longdenville',
  'Maraval',
  'Marabella',
  'Matura',
  'Mayaro',
  'Morvant',
  'Moruga',
  'Penal',
  'Petit Valley',
  'Piarco',
  'Point Fortin',
  'Pointe-à-Pierre',
  'Port of Spain',
  'Princes Town',
  'Rio Claro',
  'San Fernando',
  'San Juan',
  'Sangre Grande',
  'Santa Cruz',
  'Siparia',
  'St. Augustine',
  'St. James',
  'Tabaquite',
  'Tacarigua',
  'Toco',
  'Tunapuna',
  'Valencia',
  'Valsayn',
  'Vistabella',
];
const TOBAGO = [
  'Bethel',
  'Black Rock',
  'Bon Accord',
  'Buccoo',
  'Canaan',
  'Carnbee',
  'Castara',
  'Charlotteville',
  'Crown Point',
  'Goodwood',
  'Lambeau',
  'Mason Hall',
  'Moriah',
  'Mt. Pleasant',
  'Parlatuvier',
  'Plymouth',
  'Roxborough',
  'Scarborough',
  'Signal Hill',
  'Speyside',
];

/** Towns of Trinidad, then of Tobago, each alphabetical. */
export function demoCities(): SeedCity[] {
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  return [
    ...[...TRINIDAD].sort(byName).map((name) => ({ name, island: 'Trinidad' as const })),
    ...[...TOBAGO].sort(byName).map((name) => ({ name, island: 'Tobago' as const })),
  ];
}

/**
 * ShopNo 16 is the default online shop of the spec (point 9); it and the Tobago outlet are pickup points.
 * Numbers and addresses are visibly fake.
 */
export function demoShops(): SeedShop[] {
  return [
    {
      shopNo: 16,
      name: 'Online Store (Demo)',
      address: '1 Demo Street, Chaguanas, Trinidad (demo address)',
      phone: '+1(868) 555-0116',
      pickupPoint: true,
    },
    {
      shopNo: 17,
      name: 'Demo Puja Mart',
      address: '17 Sample Road, Chaguanas, Trinidad (demo address)',
      phone: '+1(868) 555-0117',
    },
    {
      shopNo: 18,
      name: 'Demo Music House',
      address: '18 Example Avenue, San Fernando, Trinidad (demo address)',
      phone: '+1(868) 555-0118',
    },
    {
      shopNo: 19,
      name: 'Demo Furniture Gallery',
      address: '19 Test Lane, Arima, Trinidad (demo address)',
      phone: '+1(868) 555-0119',
    },
    {
      shopNo: 21,
      name: 'Demo Tobago Outlet',
      address: '21 Placeholder Street, Scarborough, Tobago (demo address)',
      phone: '+1(868) 555-0121',
      pickupPoint: true,
    },
  ];
}

type Pred = (p: SeedProduct) => boolean;
const top =
  (...slugs: string[]): Pred =>
  (p) =>
    slugs.includes(topOfProduct(p));

const TOP_BY_LEAF = new Map(leafCategories().map((l) => [l.slug, l.parentSlug]));
function topOfProduct(p: SeedProduct): string {
  return p.topCategorySlug ?? TOP_BY_LEAF.get(p.categorySlug) ?? '';
}

/**
 * Pick between min and max matching product slugs, in catalogue order, in-stock first. Products are
 * taken in a fixed order so the result depends only on the input list.
 */
function pickSlugs(products: SeedProduct[], pred: Pred, min: number, max: number, label: string): string[] {
  const matching = products.filter(pred);
  const ranked = [...matching.filter((p) => !p.isSoldOut), ...matching.filter((p) => p.isSoldOut)];
  const slugs = ranked.slice(0, max).map((p) => p.slug);
  if (slugs.length < min) throw new Error(`${label}: only ${slugs.length} matching products, need ${min}`);
  return slugs;
}

export const BANNER_THEMES: Array<{ bannerNo: number; title: string; subtitle: string; pred: Pred }> = [
  {
    bannerNo: 11,
    title: 'Divali Deals',
    subtitle: 'Deyas, murtis, brass and festive wear',
    pred: (p) =>
      topOfProduct(p) === 'puja-items' ||
      p.ribbonText === 'Divali Special' ||
      (['womens-wear', 'mens-wear', 'jutti'].includes(p.categorySlug) && p.countryOfOrigin === 'India') ||
      /Fairy String|Toran/.test(p.name),
  },
  {
    bannerNo: 12,
    title: 'Musical Instruments',
    subtitle: 'Tabla, dholak, harmonium and more',
    pred: top('musical-items'),
  },
  {
    bannerNo: 13,
    title: 'Kitchen Favourites',
    subtitle: 'Tawas, pressure cookers and appliances',
    pred: (p) => topOfProduct(p) === 'kitchen' || p.categorySlug === 'small-kitchen-appliances',
  },
  {
    bannerNo: 14,
    title: 'Electronics & Appliances',
    subtitle: 'TVs, phones, ACs and fridges',
    pred: top('electronics', 'appliances'),
  },
  {
    bannerNo: 15,
    title: 'Furniture & Home',
    subtitle: 'Mahogany sets, beds, jhulas and decor',
    pred: top('furniture', 'home-decor'),
  },
];

/** Home-page slider banners 11–15, each with 10–20 matching products. */
export function demoBanners(products: SeedProduct[]): SeedBanner[] {
  return BANNER_THEMES.map(({ bannerNo, title, subtitle, pred }) => ({
    bannerNo,
    title,
    subtitle,
    productSlugs: pickSlugs(products, pred, 10, 20, `banner ${bannerNo}`),
  }));
}

// Each section belongs to the department its products come from, so a category page shows only its own
// (docs/decisions/0039).
const SECTIONS: Array<{ pageNo: 2 | 3; sectionName: string; categorySlug: string; pred: Pred }> = [
  { pageNo: 2, sectionName: 'Puja Essentials', categorySlug: 'puja-items', pred: top('puja-items') },
  { pageNo: 2, sectionName: 'Top Electronics', categorySlug: 'electronics', pred: top('electronics') },
  { pageNo: 2, sectionName: 'Cook Like Mummy', categorySlug: 'kitchen', pred: top('kitchen') },
  { pageNo: 3, sectionName: 'Furniture Showroom', categorySlug: 'furniture', pred: top('furniture') },
  { pageNo: 3, sectionName: 'Festive Fashion', categorySlug: 'clothing', pred: top('clothing') },
  { pageNo: 3, sectionName: 'Music Room', categorySlug: 'musical-items', pred: top('musical-items') },
];

/** Design pages 2 and 3: three sections each, 8–15 products per section. */
export function demoDesignSections(products: SeedProduct[]): SeedDesignSection[] {
  // Prefer best sellers and ribbons, so sections look lively.
  const lively = (p: SeedProduct) => (p.bestSeller ? 2 : 0) + (p.ribbonText ? 1 : 0);
  return SECTIONS.map(({ pageNo, sectionName, categorySlug, pred }) => {
    const ranked = products
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => pred(p))
      .sort((a, b) => lively(b.p) - lively(a.p) || a.i - b.i)
      .map(({ p }) => p);
    return { pageNo, sectionName, categorySlug, productSlugs: pickSlugs(ranked, () => true, 8, 12, sectionName) };
  });
}
