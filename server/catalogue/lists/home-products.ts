import type { Database } from '../../../database/connect';
import { pageWindow } from './list-params';
import { selectProductCards } from './product-cards-query';

/** The home page grid, page by page (PageNo starts at 1), in the shop's chosen order. */
export function homeProducts(db: Database, pageNo: number, maxRecords: number) {
  return selectProductCards(db, pageWindow({ pageNo, maxRecords }));
}
