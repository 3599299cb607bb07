// The catalogue's services: the JSON API's route handlers and the storefront's page loaders call
// these same functions, so a page and the API always agree. Page numbers count from 1.
import type { Database } from '../../database/connect';
import { isRecordNumber } from '../../database/integer-range';
import { MAX_RECORDS } from '../../shop-rules/constants';
import { deliveryCities } from './cities';
import { bestSellers } from './lists/best-sellers';
import { type CategoryFilters, categoryPage, categoryProducts } from './lists/category-products';
import { type DesignShown, designPage } from './lists/design-page';
import { homeProducts } from './lists/home-products';
import { newProducts } from './lists/new-products';
import { type ProductSearch, searchProducts } from './lists/product-search';
import { similarProducts } from './lists/similar-products';
import { productDetail } from './product/product-detail';
import { type NewReview, saveReview } from './product/save-review';
import { findShop, pickupPoints } from './shops';
import { sitemapEntries } from './sitemap-entries';
import { type StandingData, standingDataKeeper } from './standing-data';

export type { CategoryFilters, DesignShown, NewReview, ProductSearch };

// Pages pass numbers from the address as they come: one no record can have finds nothing, as an
// unknown one does, instead of failing the query.
const noRecord = async <T>(answer: T) => answer;

/**
 * standing: the categories and banners as this server keeps them (server/catalogue/standing-data.ts);
 * by default read afresh for every request.
 */
export function createCatalogueService(db: Database, standing: () => Promise<StandingData> = standingDataKeeper(db)) {
  const categories = async () => (await standing()).categories;
  return {
    homeProducts: (pageNo = 1, maxRecords = MAX_RECORDS) => homeProducts(db, pageNo, maxRecords),
    bestSellers: (pageNo = 1, maxRecords = MAX_RECORDS) => bestSellers(db, { pageNo, maxRecords }),
    newProducts: (pageNo = 1, maxRecords = MAX_RECORDS) => newProducts(db, { pageNo, maxRecords }),
    similarProducts: async (productNo: number, pageNo = 1, maxRecords = MAX_RECORDS) =>
      isRecordNumber(productNo)
        ? similarProducts(db, await categories(), productNo, { pageNo, maxRecords })
        : noRecord([]),
    /** Free text, a category's name and a banner, each optional; every one given narrows the result. */
    search: (query: ProductSearch, pageNo = 1, maxRecords = MAX_RECORDS) =>
      query.bannerNo === undefined || isRecordNumber(query.bannerNo)
        ? searchProducts(db, query, { pageNo, maxRecords })
        : noRecord([]),
    /** A banner's products (search page ?b=), optionally narrowed by free text. */
    bannerProducts: (bannerNo: number, pageNo = 1, maxRecords = MAX_RECORDS, text?: string) =>
      isRecordNumber(bannerNo) ? searchProducts(db, { bannerNo, text }, { pageNo, maxRecords }) : noRecord([]),
    /** null when the product is unknown or no longer sold. */
    product: (productNo: number, options: { loadReviews?: boolean } = {}) =>
      isRecordNumber(productNo) ? productDetail(db, productNo, options.loadReviews ?? false) : noRecord(null),
    /** null when the category is unknown. */
    categoryProducts: async (
      categoryNo: number,
      pageNo = 1,
      maxRecords = MAX_RECORDS,
      filters: CategoryFilters = {},
    ) =>
      isRecordNumber(categoryNo)
        ? categoryProducts(db, await categories(), categoryNo, { pageNo, maxRecords }, filters)
        : noRecord(null),
    /**
     * A category page: its products and the design sections that belong to it (new arrivals and the
     * sections of pages 2 and 3), `shown` cards of each. null when the category is unknown.
     */
    categoryPage: async (
      categoryNo: number,
      page: { pageNo: number; maxRecords: number },
      filters: CategoryFilters,
      shown: DesignShown,
    ) =>
      isRecordNumber(categoryNo)
        ? categoryPage(db, await categories(), categoryNo, page, filters, shown)
        : noRecord(null),
    designPage: (pageNo: 2 | 3, maxRecords = MAX_RECORDS, categoryNo?: number) =>
      designPage(db, [pageNo], maxRecords, categoryNo),
    categoryTree: async () => (await standing()).tree,
    cities: () => deliveryCities(db),
    pickupPoints: () => pickupPoints(db),
    /** null when the shop is unknown or closed. */
    shop: (shopNo: number) => (isRecordNumber(shopNo) ? findShop(db, shopNo) : noRecord(null)),
    /** The home page slider's banners, in the staff's order. */
    banners: async () => (await standing()).banners,
    saveReview: (review: NewReview) => saveReview(db, review),
    sitemapEntries: () => sitemapEntries(db),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
