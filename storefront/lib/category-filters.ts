// The category page's filters live in the address (shareable, server-rendered) under the JSON
// API's own parameter names, so the browser can pass them straight to GET /api/Product/GetProducts.
import { CATEGORY_PAGE_SIZE, PAGE_SIZE_CHOICES, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '../../shop-rules/constants';

export const SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name(A-Z)' },
  { value: 'name-desc', label: 'Name(Z-A)' },
  { value: 'price-asc', label: 'Price(Low>High)' },
  { value: 'price-desc', label: 'Price(High>Low)' },
] as const;

export type Sort = (typeof SORTS)[number]['value'];

export interface CategoryFilters {
  pageNo: number;
  maxRecords: number;
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  outOfStock: boolean;
  subCategoryNos: number[];
  sort: Sort;
}

const whole = (v: string | null, min: number) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= min ? n : undefined;
};
const money = (v: string | null) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  // At most what a price can be (9 digits of dollars, as the API takes): a larger one filters nothing.
  return Number.isFinite(n) && n >= 0 && n < 1e9 ? Math.round(n * 100) / 100 : undefined;
};
const flag = (v: string | null) => v === '1' || v === 'true';

export function readFilters(query: URLSearchParams): CategoryFilters {
  const size = whole(query.get('MaxRecords'), 1);
  const sort = query.get('Sort');
  return {
    pageNo: whole(query.get('PageNo'), 1) ?? 1,
    maxRecords: size !== undefined && PAGE_SIZE_CHOICES.includes(size) ? size : CATEGORY_PAGE_SIZE,
    priceMin: money(query.get('PriceMin')),
    priceMax: money(query.get('PriceMax')),
    inStock: flag(query.get('InStock')),
    outOfStock: flag(query.get('OutOfStock')),
    subCategoryNos: [
      ...new Set(
        query
          .getAll('SubCategoryNo')
          .flatMap((v) => v.split(','))
          .flatMap((v) => whole(v, 1) ?? []),
      ),
    ].sort((a, b) => a - b),
    sort: SORTS.some((s) => s.value === sort) ? (sort as Sort) : 'default',
  };
}

/** The address query for filters: defaults are left out so addresses stay short. */
export function filtersQuery(f: CategoryFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.sort !== 'default') q.set('Sort', f.sort);
  if (f.maxRecords !== CATEGORY_PAGE_SIZE) q.set('MaxRecords', String(f.maxRecords));
  if (f.priceMin !== undefined) q.set('PriceMin', String(f.priceMin));
  if (f.priceMax !== undefined) q.set('PriceMax', String(f.priceMax));
  if (f.inStock) q.set('InStock', '1');
  if (f.outOfStock) q.set('OutOfStock', '1');
  for (const no of f.subCategoryNos) q.append('SubCategoryNo', String(no));
  if (f.pageNo > 1) q.set('PageNo', String(f.pageNo));
  return q;
}

/** The JSON API's parameters for a category and its filters. */
export function apiParams(categoryNo: number, f: CategoryFilters) {
  return {
    CategoryNo: categoryNo,
    PageNo: f.pageNo,
    MaxRecords: f.maxRecords,
    PriceMin: f.priceMin,
    PriceMax: f.priceMax,
    InStock: f.inStock ? 1 : undefined,
    OutOfStock: f.outOfStock ? 1 : undefined,
    SubCategoryNo: f.subCategoryNos.length ? f.subCategoryNos : undefined,
    Sort: f.sort,
  };
}

/** The catalogue service's filters (server side): prices as exact decimal text. */
export function serviceFilters(f: CategoryFilters) {
  return {
    priceMin: f.priceMin === undefined ? undefined : String(f.priceMin),
    priceMax: f.priceMax === undefined ? undefined : String(f.priceMax),
    inStock: f.inStock,
    outOfStock: f.outOfStock,
    subCategoryNos: f.subCategoryNos,
    sort: f.sort,
  };
}

// The price slider runs 0–100 in steps of 1 (docs/product.md#category-page) over the category's real price range
// (filtering on real TT$ prices). Whole dollars keep the boxes readable.
const SPAN = PRICE_FILTER_MAX - PRICE_FILTER_MIN;

export function sliderToPrice(position: number, low: number, high: number, edge: 'min' | 'max'): number {
  const exact = low + ((high - low) * (position - PRICE_FILTER_MIN)) / SPAN;
  return edge === 'min' ? Math.floor(exact) : Math.ceil(exact);
}

export function priceToSlider(price: number, low: number, high: number): number {
  if (high <= low) return price <= low ? PRICE_FILTER_MIN : PRICE_FILTER_MAX;
  const position = PRICE_FILTER_MIN + Math.round(((price - low) / (high - low)) * SPAN);
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, position));
}
