import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../../database/connect';
import { products } from '../../../database/schema';
import { type Page, pageWindow } from './list-params';
import { selectProductCards } from './product-cards-query';

/** Newest arrivals first; the New Products carousel and the design page's new arrivals. */
export function newProducts(db: Database, page: Page) {
  return selectProductCards(db, {
    orderBy: [desc(products.arrivalDate), asc(products.sortOrder), asc(products.productNo)],
    ...pageWindow(page),
  });
}
