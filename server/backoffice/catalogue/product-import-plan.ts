// What a products CSV would do (docs/product.md#products-csv): every row checked with the product
// form's own rules, each error with its line, and per product whether it is created, changed (and
// how) or left alone. Nothing is written here; product-import.ts stores the dry run and applies it.
// Rows of one product are grouped by ProductNo (blank: a new product, grouped by its name). A column
// the file does not have leaves that field as it is; a blank cell means blank (no ribbon, no bundle
// price, no pictures), as the export writes it.
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { categories, productImages, products, productVariants, shops } from '../../../database/schema';
import { variantOption } from '../../../shop-rules/variant-option';
import type { ProductImageFiles } from '../../catalogue/product/product-detail';
import { inTurn, type Queryable } from '../../orders/transaction';
import { csvShapeProblem, readCsv } from '../shared/csv-file';
import { checkFields } from '../shared/form-fields';
import {
  CATEGORY_SEPARATOR,
  categoryPaths,
  columnNamed,
  IMAGE_SEPARATOR,
  PRODUCT_COLUMNS,
  PRODUCT_FIELD_COLUMNS,
  type ProductCells,
  type ProductColumn,
  productCells,
} from './product-csv';
import { type ProductFields, productSchema } from './product-form';

export const IMPORT_MAX_ROWS = 5000;
/**
 * On the embedded database an import is applied in one transaction that every other request waits
 * for: at most the products added or changed that it writes within about a second (docs/decisions/0037).
 */
export const IMPORT_MAX_WRITES_EMBEDDED = 100;
const PLAN_SLICE = 100;
export const IMPORT_MAX_IMAGES = 20;

export interface LineError {
  line: number;
  column: string;
  message: string;
}

/** A picture of the shop's that a row names. */
export type ImageFile = ProductImageFiles;

export interface PlannedVariant {
  line: number;
  skuNo: number | null;
  color: string | null;
  size: string | null;
  /** undefined: the file has no such column, the variant keeps its own. */
  sku: string | undefined;
  stock: number | undefined;
}

export interface PlannedProduct {
  lines: number[];
  productNo: number | null;
  name: string;
  action: 'create' | 'change' | 'same';
  changes: string[];
  warnings: string[];
  fields: ProductFields;
  /** null: leave the pictures as they are. */
  images: ImageFile[] | null;
  /** undefined: leave the video; null: none. */
  video: string | null | undefined;
  /** null: the product has no variants in the file (its own stock below). */
  variants: PlannedVariant[] | null;
  stock: number | undefined;
}

export interface ImportReport {
  rows: number;
  errors: LineError[];
  products: Pick<PlannedProduct, 'lines' | 'productNo' | 'name' | 'action' | 'changes' | 'warnings'>[];
  counts: { create: number; change: number; same: number };
}

export interface ImportPlan {
  report: ImportReport;
  products: PlannedProduct[];
  /** SHA-256 of everything the plan would write and of what it read: a changed shop changes it. */
  digest: string;
}

/** Which form field each column fills, for messages from the form's rules. */
const FIELD_OF: Partial<Record<ProductColumn, keyof ProductFields>> = {
  ProductName: 'name',
  ProductDescription: 'description',
  ProductCategoryName: 'categoryNo',
  StyleName: 'brand',
  ShopNo: 'shopNo',
  Barcode: 'barcode',
  SKU: 'sku',
  CountryOfOrigin: 'countryOfOrigin',
  SalesPrice: 'salesPrice',
  PurchasePrice: 'purchasePrice',
  SalesPrice2: 'salesPrice2',
  SalesPrice3: 'salesPrice3',
  SalesPrice5: 'salesPrice5',
  DiscountPercent: 'discountPercent',
  FreeDelivery: 'freeDelivery',
  FreeDeliveryQuantity: 'freeDeliveryQuantity',
  RibbonText: 'ribbonText',
  IsSoldOut: 'isSoldOut',
  IsHidden: 'isActive',
  ArrivalDate: 'arrivalDate',
  SortOrder: 'sortOrder',
  LowStockAt: 'lowStockAt',
  Stock: 'stock',
};
const COLUMN_OF = new Map(Object.entries(FIELD_OF).map(([c, f]) => [f as string, c as ProductColumn]));
const COMPARED_FIELDS = Object.values(FIELD_OF).filter((f) => f !== 'stock');

/** What a new product has for a column the file leaves out. */
const NEW_PRODUCT: ProductCells = {
  ...(Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, ''])) as ProductCells),
  FreeDelivery: 'no',
  IsSoldOut: 'no',
  IsHidden: 'no',
  DiscountPercent: '0',
};

const YES = new Set(['yes', 'y', '1', 'true']);
const NO = new Set(['no', 'n', '0', 'false', '']);
const shown = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s) || '(blank)';
const optionText = (color: string | null, size: string | null) => variantOption({ color, size });
const STOCK_TEXT = /^\d{1,7}$/;

interface Refs {
  current: Map<number, ProductCells[]>;
  currentVariants: Map<
    number,
    { skuNo: number; color: string | null; size: string | null; sku: string; stock: number }[]
  >;
  currentStock: Map<number, number>;
  categoryByPath: Map<string, number>;
  categoryByName: Map<string, number[]>;
  categoryNos: Set<number>;
  shopNos: Set<number>;
  images: Map<string, ImageFile>;
  videos: Set<string>;
  namesTaken: Map<string, number>;
}

const key = (s: string) => s.trim().toLowerCase();

async function loadRefs(
  q: Queryable,
  productNos: number[],
  imagePaths: string[],
  videoNames: string[],
  newNames: string[],
): Promise<Refs> {
  // q may be the import's transaction (a dry run reads through the database): its reads go one after another.
  const [current, variants, stocks, cats, paths, shopRows, imageRows, videoRows, nameRows] = await inTurn([
    () => productCells(q, productNos),
    () =>
      productNos.length
        ? q.select().from(productVariants).where(inArray(productVariants.productNo, productNos))
        : Promise.resolve([]),
    () =>
      productNos.length
        ? q
            .select({ productNo: products.productNo, stock: products.stock })
            .from(products)
            .where(inArray(products.productNo, productNos))
        : Promise.resolve([]),
    () => q.select({ categoryNo: categories.categoryNo, name: categories.name }).from(categories),
    () => categoryPaths(q),
    () => q.select({ shopNo: shops.shopNo }).from(shops),
    () =>
      imagePaths.length
        ? q
            .selectDistinctOn([productImages.path], {
              path: productImages.path,
              thumbnailPath: productImages.thumbnailPath,
              width: productImages.width,
              height: productImages.height,
              thumbWidth: productImages.thumbWidth,
              thumbHeight: productImages.thumbHeight,
            })
            .from(productImages)
            .where(inArray(productImages.path, imagePaths))
        : Promise.resolve([]),
    () =>
      videoNames.length
        ? q.selectDistinct({ name: products.videoFile }).from(products).where(inArray(products.videoFile, videoNames))
        : Promise.resolve([]),
    () =>
      newNames.length
        ? q
            .select({ productNo: products.productNo, name: products.name })
            .from(products)
            .where(inArray(sql`lower(${products.name})`, newNames))
        : Promise.resolve([]),
  ] as const);
  const currentVariants = new Map<number, Refs['currentVariants'] extends Map<number, infer V> ? V : never>();
  for (const v of variants.sort((a, b) => a.sortOrder - b.sortOrder || a.skuNo - b.skuNo)) {
    const list = currentVariants.get(v.productNo) ?? [];
    list.push({ skuNo: v.skuNo, color: v.color, size: v.size, sku: v.sku, stock: v.stock });
    currentVariants.set(v.productNo, list);
  }
  const categoryByName = new Map<string, number[]>();
  for (const c of cats) categoryByName.set(key(c.name), [...(categoryByName.get(key(c.name)) ?? []), c.categoryNo]);
  return {
    current,
    currentVariants,
    currentStock: new Map(stocks.map((s) => [s.productNo, s.stock])),
    categoryByPath: new Map([...paths].map(([no, path]) => [key(path), no])),
    categoryByName,
    categoryNos: new Set(cats.map((c) => c.categoryNo)),
    shopNos: new Set(shopRows.map((s) => s.shopNo)),
    images: new Map(imageRows.map((i) => [i.path, i])),
    videos: new Set(videoRows.map((v) => v.name).filter((n): n is string => n !== null)),
    namesTaken: new Map(nameRows.map((r) => [key(r.name), r.productNo])),
  };
}

/** Where the shop's own pictures are served: an address there names a file the shop has. */
export interface MediaPlaces {
  /** MEDIA_BASE_URL ('/media' or a CDN address) and the shop's public address. */
  mediaBaseUrl: string;
  publicBaseUrl: string;
  /** Products one import may add or change on this database (IMPORT_MAX_WRITES_EMBEDDED on PGlite). */
  maxWrites?: number;
}

function imagePathOf(entry: string, places: MediaPlaces): { path: string } | { error: string } {
  let path = entry;
  if (/^[a-z][a-z0-9+.-]*:/i.test(entry)) {
    const bases = [
      places.mediaBaseUrl.startsWith('http') ? places.mediaBaseUrl : `${places.publicBaseUrl}${places.mediaBaseUrl}`,
    ].map((b) => b.replace(/\/+$/, ''));
    const base = bases.find((b) => entry.startsWith(`${b}/`));
    if (!base)
      return {
        error: `${shown(entry)} is an address on another site. Pictures are not fetched from other sites: upload it on the product page, or give the name of a picture the shop has (as the export writes it).`,
      };
    path = entry.slice(base.length + 1);
  } else if (path.startsWith(`${places.mediaBaseUrl.replace(/\/+$/, '')}/`)) {
    path = path.slice(places.mediaBaseUrl.replace(/\/+$/, '').length + 1);
  }
  return { path: decodeURIComponent(path.replace(/^\/+/, '')) };
}

function splitImages(cell: string): string[] {
  return cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

function boolCell(value: string, column: string, errors: (column: string, msg: string) => void): string {
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return 'on';
  if (!NO.has(v)) errors(column, `${column} must be yes or no.`);
  return '';
}

function resolveCategory(text: string, refs: Refs): number | string {
  const t = text.trim();
  if (!t) return '';
  if (/^\d{1,9}$/.test(t)) return refs.categoryNos.has(Number(t)) ? Number(t) : `There is no category ${t}.`;
  const normalised = key(t.split(/\s*[>›]\s*/).join(CATEGORY_SEPARATOR));
  const byPath = refs.categoryByPath.get(normalised);
  if (byPath) return byPath;
  const named = refs.categoryByName.get(key(t)) ?? [];
  if (named.length === 1) return named[0]!;
  if (named.length > 1)
    return `More than one category is called ${t}: write it with its department, like the export does.`;
  return `${shown(t)} is not one of the shop's categories.`;
}

/** The cells as the product form would post them, and the problems found on the way. */
function formRecord(cells: ProductCells, refs: Refs, fail: (column: string, msg: string) => void) {
  const record: Record<string, string> = {};
  for (const [column, field] of Object.entries(FIELD_OF)) record[field] = cells[column as ProductColumn];
  const category = resolveCategory(cells.ProductCategoryName, refs);
  if (typeof category === 'string' && category !== '') fail('ProductCategoryName', category);
  record.categoryNo = typeof category === 'number' ? String(category) : '';
  record.freeDelivery = boolCell(cells.FreeDelivery, 'FreeDelivery', fail);
  record.isSoldOut = boolCell(cells.IsSoldOut, 'IsSoldOut', fail);
  record.isActive = boolCell(cells.IsHidden, 'IsHidden', fail) === 'on' ? '' : 'on';
  const shop = cells.ShopNo.trim();
  if (shop && /^\d{1,9}$/.test(shop) && !refs.shopNos.has(Number(shop))) fail('ShopNo', `There is no shop ${shop}.`);
  return record;
}

function parseFields(
  record: Record<string, string>,
  fail: (column: string, msg: string) => void,
): ProductFields | null {
  const result = checkFields(productSchema, record);
  if (result.success) return result.data;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    fail(COLUMN_OF.get(field) ?? field, issue.message);
  }
  return null;
}

type Fail = (line: number) => (column: string, message: string) => void;

interface Row {
  line: number;
  cells: Partial<ProductCells>;
}

type CsvFile = Awaited<ReturnType<typeof readCsv>>;

/** The header's columns, each named once and known; problems are the first line's. */
function readHeader(file: CsvFile, fail: (column: string, message: string) => void) {
  const columns: (ProductColumn | null)[] = file.header.map((h) => columnNamed(h) ?? null);
  file.header.forEach((h, i) => {
    if (h === '' && file.records.every((r) => !(r.cells[i] ?? '').trim())) return;
    if (!columns[i])
      fail(h, `The column ${shown(h)} is not one the shop knows. Its columns are: ${PRODUCT_COLUMNS.join(', ')}.`);
    else if (columns.indexOf(columns[i]) !== i) fail(h, `The column ${columns[i]} is there twice.`);
  });
  const present = new Set(columns.filter((c): c is ProductColumn => c !== null));
  if (!present.has('ProductNo') && !present.has('ProductName'))
    fail('', 'The file needs a ProductNo column (to change products) or a ProductName column (to add them).');
  if (file.records.length === 0) fail('', 'The file has no rows below its header.');
  if (file.records.length > IMPORT_MAX_ROWS)
    fail(
      '',
      `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once here.`,
    );
  return { columns, present };
}

/** Rows into products: by number, or (new) by name. */
function groupRows(file: CsvFile, columns: (ProductColumn | null)[], fail: Fail) {
  const rows: Row[] = file.records.map((r) => {
    const cells: Partial<ProductCells> = {};
    columns.forEach((c, i) => {
      if (c) cells[c] = (r.cells[i] ?? '').trim() === '' ? '' : (r.cells[i] ?? '');
    });
    if (r.cells.length > columns.length && r.cells.slice(columns.length).some((c) => c.trim()))
      fail(r.line)('', 'This row has more cells than the header has columns.');
    return { line: r.line, cells };
  });
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const no = (row.cells.ProductNo ?? '').trim();
    const name = key(row.cells.ProductName ?? '');
    if (no && !/^\d{1,9}$/.test(no))
      fail(row.line)('ProductNo', `ProductNo must be a product's number, or blank for a new product.`);
    else if (!no && !name) fail(row.line)('ProductName', 'A new product (no ProductNo) needs its ProductName.');
    else {
      const groupKey = no ? `#${Number(no)}` : `new:${name}`;
      groups.set(groupKey, [...(groups.get(groupKey) ?? []), row]);
    }
  }
  return { rows, groups };
}

/** What the rows name of the shop: its products, pictures, videos, and the new products' names. */
function namedInRows(rows: Row[], groups: Map<string, Row[]>, places: MediaPlaces) {
  const imagePaths = new Set<string>();
  const videoNames = new Set<string>();
  for (const row of rows) {
    for (const entry of splitImages(row.cells.Images ?? '')) {
      const p = imagePathOf(entry, places);
      if ('path' in p) imagePaths.add(p.path);
    }
    const video = (row.cells.VideoFileName ?? '').trim();
    if (video) videoNames.add(video);
  }
  const productNos = [...groups.keys()].filter((k) => k.startsWith('#')).map((k) => Number(k.slice(1)));
  const newNames = [...groups.keys()].filter((k) => k.startsWith('new:')).map((k) => k.slice(4));
  return { productNos, imagePaths: [...imagePaths], videoNames: [...videoNames], newNames };
}

/** Plans the import of a CSV file's text against the shop as `q` sees it now. */
export async function planImport(q: Queryable, text: string, places: MediaPlaces): Promise<ImportPlan> {
  const errors: LineError[] = [];
  const fail: Fail = (line) => (column, message) => errors.push({ line, column, message });
  const shape = csvShapeProblem(text);
  if (shape) {
    fail(1)('', shape);
    return finish(0, errors, []);
  }
  const file = await readCsv(text, { maxRows: IMPORT_MAX_ROWS });
  for (const p of file.problems) errors.push({ line: p.line, column: '', message: p.message });
  const { columns, present } = readHeader(file, fail(1));
  if (errors.some((e) => e.line === 1) || file.records.length > IMPORT_MAX_ROWS)
    return finish(file.records.length, errors, []);

  const { rows, groups } = groupRows(file, columns, fail);
  const named = namedInRows(rows, groups, places);
  const refs = await loadRefs(q, named.productNos, named.imagePaths, named.videoNames, named.newNames);
  const planned: PlannedProduct[] = [];
  let sinceYield = 0;
  for (const [groupKey, group] of groups) {
    const plan = planProduct(groupKey, group, refs, present, places, errors);
    if (plan) planned.push(plan);
    // Planning a product checks it with the form's rules: the event loop runs every hundred of them.
    if (++sinceYield >= PLAN_SLICE) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const writes = planned.filter((p) => p.action !== 'same').length;
  if (places.maxWrites !== undefined && writes > places.maxWrites)
    fail(1)(
      '',
      `This file would add or change ${writes.toLocaleString('en-US')} products; on the embedded database at most ${places.maxWrites.toLocaleString('en-US')} are written in one import, as every shopper waits while it is applied. Split the file, or run the shop on PostgreSQL (DATABASE_URL).`,
    );
  return finish(file.records.length, errors, planned);
}

function finish(rowCount: number, errors: LineError[], planned: PlannedProduct[]): ImportPlan {
  errors.sort((a, b) => a.line - b.line);
  const ok = errors.length === 0;
  const report: ImportReport = {
    rows: rowCount,
    errors,
    products: ok
      ? planned.map(({ lines, productNo, name, action, changes, warnings }) => ({
          lines,
          productNo,
          name,
          action,
          changes,
          warnings,
        }))
      : [],
    counts: {
      create: planned.filter((p) => p.action === 'create').length,
      change: planned.filter((p) => p.action === 'change').length,
      same: planned.filter((p) => p.action === 'same').length,
    },
  };
  const digest = crypto.createHash('sha256').update(JSON.stringify({ errors, planned })).digest('hex');
  return { report, products: ok ? planned : [], digest };
}

/** The product a group of rows names: an existing one by its number, or a new one (null). */
function productOfGroup(groupKey: string, first: Row, refs: Refs, fail: Fail) {
  const productNo = groupKey.startsWith('#') ? Number(groupKey.slice(1)) : null;
  const currentRows = productNo === null ? undefined : refs.current.get(productNo);
  if (productNo !== null && !currentRows) {
    fail(first.line)('ProductNo', `There is no product ${productNo}. Leave ProductNo blank to add a new product.`);
    return null;
  }
  return { productNo, base: currentRows?.[0] ?? NEW_PRODUCT };
}

/** The product's fields: from its first row; later rows repeat them or leave them blank. */
function mergedCells(group: Row[], present: Set<ProductColumn>, base: ProductCells, fail: Fail): ProductCells {
  const first = group[0]!;
  const given: Partial<ProductCells> = {};
  for (const c of PRODUCT_FIELD_COLUMNS) if (present.has(c)) given[c] = first.cells[c] ?? '';
  for (const row of group.slice(1)) {
    for (const c of PRODUCT_FIELD_COLUMNS) {
      const v = row.cells[c] ?? '';
      if (present.has(c) && v !== '' && v.trim() !== (given[c] ?? '').trim())
        fail(row.line)(
          c,
          `${c} is not the same as on line ${first.line} for the same product; leave it blank or repeat it.`,
        );
    }
  }
  return { ...base, ...given, Stock: '' };
}

/** Pictures and video: null or undefined where the file has no such column. */
function plannedMedia(
  merged: ProductCells,
  present: Set<ProductColumn>,
  refs: Refs,
  places: MediaPlaces,
  fail: (column: string, message: string) => void,
) {
  let images: ImageFile[] | null = null;
  if (present.has('Images')) {
    images = [];
    const entries = splitImages(merged.Images);
    if (entries.length > IMPORT_MAX_IMAGES)
      fail('Images', `A product can have at most ${IMPORT_MAX_IMAGES} pictures in an import.`);
    for (const entry of entries) {
      const p = imagePathOf(entry, places);
      if ('error' in p) {
        fail('Images', p.error);
        continue;
      }
      const file = refs.images.get(p.path);
      if (!file) fail('Images', `The shop has no picture ${shown(p.path)}.`);
      else images.push(file);
    }
  }
  let video: string | null | undefined;
  if (present.has('VideoFileName')) {
    video = merged.VideoFileName.trim() || null;
    if (video && !refs.videos.has(video)) fail('VideoFileName', `The shop has no video ${shown(video)}.`);
  }
  return { images, video };
}

type CurrentVariant = Refs['currentVariants'] extends Map<number, (infer V)[]> ? V : never;

const isVariantRow = (r: Row) => Boolean((r.cells.ProductSKUNo ?? '') || (r.cells.Color ?? '') || (r.cells.Size ?? ''));

/** A row's Stock cell: blank is none; undefined when the file has no Stock column or the cell is wrong. */
function stockOfRow(row: Row, present: Set<ProductColumn>, fail: Fail): number | undefined {
  if (!present.has('Stock')) return undefined;
  const s = (row.cells.Stock ?? '').trim();
  if (s === '') return 0;
  if (!STOCK_TEXT.test(s)) {
    fail(row.line)('Stock', 'Stock must be a whole number of 0 or more.');
    return undefined;
  }
  return Number(s);
}

/** A product without variants: one row, and its own stock. */
function ownStock(
  group: Row[],
  productNo: number | null,
  current: CurrentVariant[],
  present: Set<ProductColumn>,
  fail: Fail,
) {
  const first = group[0]!;
  for (const row of group.slice(1))
    fail(row.line)(
      '',
      `Product ${first.cells.ProductName || productNo} is on line ${first.line} already; a product without variants has one row.`,
    );
  if (current.length > 0)
    fail(first.line)(
      'Color',
      `Product ${productNo} has variants: give each variant its own row with its Color or Size, as the export does.`,
    );
  return stockOfRow(first, present, fail);
}

/** The variant a row names: an existing one by its number, or by its Color and Size, or a new one. */
function plannedVariant(
  row: Row,
  current: CurrentVariant[],
  present: Set<ProductColumn>,
  seen: { skus: Set<number>; options: Map<string, number> },
  fail: Fail,
): PlannedVariant | null {
  const fv = fail(row.line);
  const noText = (row.cells.ProductSKUNo ?? '').trim();
  let existing: CurrentVariant | undefined;
  if (noText) {
    existing = /^\d{1,9}$/.test(noText) ? current.find((v) => v.skuNo === Number(noText)) : undefined;
    if (!existing) {
      fv(
        'ProductSKUNo',
        `${shown(noText)} is not one of this product's variants. Leave ProductSKUNo blank for a new variant.`,
      );
      return null;
    }
    if (seen.skus.has(existing.skuNo)) fv('ProductSKUNo', `Variant ${existing.skuNo} is on another line already.`);
    seen.skus.add(existing.skuNo);
  }
  const color = present.has('Color') ? (row.cells.Color ?? '').trim() || null : (existing?.color ?? null);
  const size = present.has('Size') ? (row.cells.Size ?? '').trim() || null : (existing?.size ?? null);
  if (!existing)
    existing = current.find((v) => key(v.color ?? '') === key(color ?? '') && key(v.size ?? '') === key(size ?? ''));
  if (!color && !size) fv('Color', 'A variant needs a Color or a Size.');
  if ((color ?? '').length > 40) fv('Color', 'Color must be at most 40 characters.');
  if ((size ?? '').length > 40) fv('Size', 'Size must be at most 40 characters.');
  const sku = present.has('VariantSKU') ? (row.cells.VariantSKU ?? '').trim() : undefined;
  if ((sku ?? '').length > 50) fv('VariantSKU', 'VariantSKU must be at most 50 characters.');
  const optionKey = `${key(color ?? '')}/${key(size ?? '')}`;
  const twin = seen.options.get(optionKey);
  if (twin !== undefined) fv('Color', `Line ${twin} has the same Color and Size for this product.`);
  seen.options.set(optionKey, row.line);
  return { line: row.line, skuNo: existing?.skuNo ?? null, color, size, sku, stock: stockOfRow(row, present, fail) };
}

/** Variants, or the product's own stock. */
function plannedStock(
  group: Row[],
  productNo: number | null,
  current: CurrentVariant[],
  present: Set<ProductColumn>,
  fail: Fail,
): { variants: PlannedVariant[] | null; stock: number | undefined } {
  const variantRows = group.filter(isVariantRow);
  if (variantRows.length === 0) return { variants: null, stock: ownStock(group, productNo, current, present, fail) };
  for (const row of group.filter((r) => !isVariantRow(r)))
    fail(row.line)('Color', 'Give this row a Color or Size: the other rows of this product are its variants.');
  const seen = { skus: new Set<number>(), options: new Map<string, number>() };
  const variants: PlannedVariant[] = [];
  for (const row of variantRows) {
    const v = plannedVariant(row, current, present, seen, fail);
    if (v) variants.push(v);
  }
  return { variants, stock: undefined };
}

/** How each variant's option, code or stock changes, in words. */
function variantChanges(variants: PlannedVariant[], current: CurrentVariant[]): string[] {
  const changes: string[] = [];
  for (const v of variants) {
    const was = current.find((c) => c.skuNo === v.skuNo);
    const label = optionText(v.color, v.size);
    if (!was) {
      changes.push(`New variant ${label}: ${v.stock ?? 0} in stock`);
      continue;
    }
    const wasLabel = optionText(was.color, was.size);
    if (wasLabel !== label) changes.push(`Variant ${was.skuNo}: ${wasLabel} → ${label}`);
    if (v.sku !== undefined && v.sku !== was.sku)
      changes.push(`${label}: VariantSKU ${shown(was.sku)} → ${shown(v.sku)}`);
    if (v.stock !== undefined && v.stock !== was.stock) changes.push(`${label}: stock ${was.stock} → ${v.stock}`);
  }
  return changes;
}

interface ProductDraft {
  productNo: number | null;
  base: ProductCells;
  merged: ProductCells;
  fields: ProductFields;
  beforeFields: ProductFields | null;
  images: ImageFile[] | null;
  video: string | null | undefined;
  variants: PlannedVariant[] | null;
  stock: number | undefined;
  current: CurrentVariant[];
}

/** What an import would change on an existing product, in words. */
function changesOf(d: ProductDraft, refs: Refs): string[] {
  const changes: string[] = [];
  if (d.beforeFields) {
    for (const f of COMPARED_FIELDS) {
      if (JSON.stringify(d.beforeFields[f]) === JSON.stringify(d.fields[f])) continue;
      const c = COLUMN_OF.get(f)!;
      changes.push(`${c}: ${shown(d.base[c])} → ${shown(d.merged[c])}`);
    }
  }
  if (d.images && d.productNo !== null) {
    const was = splitImages(d.base.Images);
    const now = d.images.map((i) => i.path);
    if (JSON.stringify(was) !== JSON.stringify(now))
      changes.push(`Images: ${was.length} → ${now.length} pictures (${shown(now.join(IMAGE_SEPARATOR))})`);
  }
  if (d.video !== undefined && d.productNo !== null && (d.base.VideoFileName || null) !== d.video)
    changes.push(`VideoFileName: ${shown(d.base.VideoFileName)} → ${shown(d.video ?? '')}`);
  if (d.variants) changes.push(...variantChanges(d.variants, d.current));
  else if (d.productNo !== null && d.stock !== undefined) {
    const was = refs.currentStock.get(d.productNo) ?? 0;
    if (was !== d.stock) changes.push(`Stock: ${was} → ${d.stock}`);
  }
  return changes;
}

function planProduct(
  groupKey: string,
  group: Row[],
  refs: Refs,
  present: Set<ProductColumn>,
  places: MediaPlaces,
  errors: LineError[],
): PlannedProduct | null {
  const first = group[0]!;
  const errorsBefore = errors.length;
  // One message per cell: a category that is not found is not also 'required'.
  const fail: Fail = (line) => (column, message) => {
    if (!errors.some((e) => e.line === line && e.column === column)) errors.push({ line, column, message });
  };
  const product = productOfGroup(groupKey, first, refs, fail);
  if (!product) return null;
  const { productNo, base } = product;
  const merged = mergedCells(group, present, base, fail);
  const fields = parseFields(formRecord(merged, refs, fail(first.line)), fail(first.line));
  const beforeFields =
    productNo === null
      ? null
      : parseFields(
          formRecord(base, refs, () => {}),
          () => {},
        );
  const { images, video } = plannedMedia(merged, present, refs, places, fail(first.line));
  const current = productNo === null ? [] : (refs.currentVariants.get(productNo) ?? []);
  const { variants, stock } = plannedStock(group, productNo, current, present, fail);
  if (errors.length > errorsBefore || !fields) return null;

  const draft = { productNo, base, merged, fields, beforeFields, images, video, variants, stock, current };
  const changes = changesOf(draft, refs);
  const warnings: string[] = [];
  if (productNo === null) {
    const twin = refs.namesTaken.get(key(fields.name));
    if (twin !== undefined) warnings.push(`Product ${twin} has this name already; this adds another product.`);
  }
  return {
    lines: group.map((r) => r.line),
    productNo,
    name: fields.name,
    action: productNo === null ? 'create' : changes.length ? 'change' : 'same',
    changes,
    warnings,
    fields,
    images,
    video,
    variants,
    stock,
  };
}
