// The catalogue area's part of the desk: products (with their pictures and variants), categories,
// banners, design sections, reviews, and the products CSV (export, dry run, import).
import { STOCK_FILTERS, type StockFilter } from '../../../shop-rules/stock';
import { mediaStoreFor } from '../../media/open-store';
import { readShopSettings } from '../../settings/shop-settings';
import { type DeskContext, found, id, numberParam, page, room } from '../shared/desk-kit';
import { bannerForEdit, bannerList, saveBanner } from './catalogue-banners';
import { addCategory, categoryRows, removeCategory, updateCategory } from './catalogue-categories';
import {
  listProducts,
  makeMainImage,
  productChoices,
  productForEdit,
  removeProductImage,
  saveProduct,
} from './catalogue-products';
import { removeSection, saveSection, sectionForEdit, sectionList } from './design-sections';
import { exportProducts } from './product-csv';
import { applyImport, checkAgain, dryRunImport, importRun } from './product-import';
import { IMPORT_MAX_WRITES_EMBEDDED } from './product-import-plan';
import { listReviews, setReviewVisible } from './review-moderation';

/** Products, their pictures, and the products CSV. */
function productServices({ db, config, actor }: DeskContext) {
  const media = { store: mediaStoreFor(config) };
  const places = {
    mediaBaseUrl: config.MEDIA_BASE_URL,
    publicBaseUrl: config.publicBaseUrl,
    maxWrites: config.DATABASE_URL ? undefined : IMPORT_MAX_WRITES_EMBEDDED,
  };
  return {
    products: async (query: URLSearchParams) => {
      const stock = query.get('stock') ?? '';
      return listProducts(db, {
        q: (query.get('q') ?? '').slice(0, 100),
        categoryNo: numberParam(query.get('category')),
        stock: (STOCK_FILTERS as readonly string[]).includes(stock) ? (stock as StockFilter) : null,
        shopLevel: (await readShopSettings(db)).lowStockAt,
        page: page(query),
      });
    },
    exportProducts: () => exportProducts(db),
    dryRunImport: (form: FormData) => dryRunImport(db, actor, places, form),
    importRun: (importNo: number) => found(importRun(db, id(importNo, 'import'))),
    applyImport: (importNo: number, form: FormData) => applyImport(db, actor, places, id(importNo, 'import'), form),
    checkImportAgain: (importNo: number) => checkAgain(db, actor, places, id(importNo, 'import')),
    choices: () => productChoices(db),
    product: (productNo: number) => found(productForEdit(db, productNo)),
    saveProduct: (productNo: number | null, form: FormData) => saveProduct(db, media, actor, productNo, form),
    removeImage: (productNo: number, imageNo: number) =>
      removeProductImage(db, media, actor, productNo, id(imageNo, 'picture')),
    makeMainImage: (productNo: number, imageNo: number) => makeMainImage(db, actor, productNo, id(imageNo, 'picture')),
  };
}

/** Categories, banners, design sections and reviews: how the shop's pages are arranged. */
function pageServices({ db, config, actor }: DeskContext) {
  return {
    categories: () => categoryRows(db),
    addCategory: (form: FormData) => addCategory(db, actor, form),
    updateCategory: (categoryNo: number, form: FormData) => updateCategory(db, actor, id(categoryNo, 'category'), form),
    removeCategory: (categoryNo: number) => removeCategory(db, actor, id(categoryNo, 'category')),
    banners: () => bannerList(db),
    banner: async (bannerNo: number) => {
      const b = await bannerForEdit(db, bannerNo);
      if (!b) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
      return b;
    },
    saveBanner: (bannerNo: number, form: FormData) => saveBanner(db, mediaStoreFor(config), actor, bannerNo, form),
    sections: () => sectionList(db),
    section: (sectionNo: number) => found(sectionForEdit(db, sectionNo)),
    saveSection: (sectionNo: number | null, form: FormData) => saveSection(db, actor, sectionNo, form),
    removeSection: (sectionNo: number) => removeSection(db, actor, sectionNo),
    reviews: (query: URLSearchParams) => {
      const v = query.get('visibility');
      return listReviews(db, {
        visibility: v === 'visible' || v === 'hidden' ? v : 'all',
        productNo: numberParam(query.get('product')),
        page: page(query),
      });
    },
    setReviewVisible: (reviewNo: number, visible: boolean) =>
      setReviewVisible(db, actor, id(reviewNo, 'review'), visible),
  };
}

export const catalogueDesk = {
  catalogue: room('catalogue', (ctx) => ({ ...productServices(ctx), ...pageServices(ctx) })),
};
