// The catalogue's services: the JSON API's route handlers and the storefront's page loaders call
// these same functions, so a page and the API always agree. Page numbers count from 1.
import type { Database } from '../../database/connect';
import { isRecordNumber } from '../../database/integer-range';
import { MAX_RECORDS } from '../../shop-rules/constants';
import { activeBanners } from './banners';
import { bestSellers } from './best-sellers';
import { type CategoryFilters, categoryProducts } from './category-products';
import { categoryTree } from './category-tree';
import { deliveryCities } from './cities';
import { DESIGN_PAGE_NUMBERS, designPage } from './design-page';
import { homeProducts } from './home-products';
import { newProducts } from './new-products';
import { productDetail } from './product-detail';
import { type ProductSearch, searchProducts } from './product-search';
import { type NewReview, saveReview } from './save-review';
import { findShop, pickupPoints } from './shops';
import { similarProducts } from './similar-products';
import { sitemapEntries } from './sitemap-entries';

export type { CategoryFilters, NewReview, ProductSearch };

// Pages pass numbers from the address as they come: one no record can have finds nothing, as an
// unknown one does, instead of failing the query.
const noRecord = async <T>(answer: T) => answer;

export function createCatalogueService(db: Database) {
  return {
    homeProducts: (pageNo = 1, maxRecords = MAX_RECORDS) => homeProducts(db, pageNo, maxRecords),
    bestSellers: (pageNo = 1, maxRecords = MAX_RECORDS) => bestSellers(db, { pageNo, maxRecords }),
    newProducts: (pageNo = 1, maxRecords = MAX_RECORDS) => newProducts(db, { pageNo, maxRecords }),
    similarProducts: (productNo: number, pageNo = 1, maxRecords = MAX_RECORDS) =>
      isRecordNumber(productNo) ? similarProducts(db, productNo, { pageNo, maxRecords }) : noRecord([]),
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
    categoryProducts: (categoryNo: number, pageNo = 1, maxRecords = MAX_RECORDS, filters: CategoryFilters = {}) =>
      isRecordNumber(categoryNo) ? categoryProducts(db, categoryNo, { pageNo, maxRecords }, filters) : noRecord(null),
    designPage: (pageNo: 2 | 3, maxRecords = MAX_RECORDS, categoryNo?: number) =>
      designPage(db, [pageNo], maxRecords, categoryNo),
    /** What a category page shows below its products: new arrivals and the sections of pages 2 and 3 that belong to it. */
    categoryDesign: (categoryNo: number, maxRecords = MAX_RECORDS) =>
      designPage(db, [...DESIGN_PAGE_NUMBERS], maxRecords, categoryNo),
    categoryTree: () => categoryTree(db),
    cities: () => deliveryCities(db),
    pickupPoints: () => pickupPoints(db),
    /** null when the shop is unknown or closed. */
    shop: (shopNo: number) => (isRecordNumber(shopNo) ? findShop(db, shopNo) : noRecord(null)),
    banners: () => activeBanners(db),
    saveReview: (review: NewReview) => saveReview(db, review),
    sitemapEntries: () => sitemapEntries(db),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
