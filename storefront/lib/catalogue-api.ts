// The catalogue's JSON API as the browser calls it for later loads (docs/product.md#catalogue-api). First renders
// come from the route loaders on the server.
import type { ProductCard } from '../../shop-rules/api/catalogue';
import { HOME_PAGE_SIZE } from '../../shop-rules/constants';
import { apiGet } from './api';

export function fetchHomePage(pageNo: number): Promise<ProductCard[]> {
  return apiGet<ProductCard[]>('/api/trini/GetProducts', {
    HomePageProducts: 1,
    PageNo: pageNo,
    MaxRecords: HOME_PAGE_SIZE,
    UseForExpo: 1,
  });
}
