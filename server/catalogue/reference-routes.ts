// The catalogue's reference lists: category tree, delivery cities, a shop's name.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../http/errors';
import { parseInput } from '../http/input/validate';
import { maxRecordsParam, requiredWholeNumber } from './lists/list-params';
import type { CatalogueService } from './service';

export const SHOP_NOT_FOUND = 'Shop not found.';

// MaxRecords is validated (the storefront sends 15) but never cuts the tree: a category bar or an
// ALL CATEGORIES panel missing branches would hide products, and the tree is small.
const categoryListQuery = z.object({ MaxRecords: maxRecordsParam });
const shopQuery = z.object({ ShopNo: requiredWholeNumber('ShopNo', 1) });

export function registerReferenceLists(app: FastifyInstance, catalogue: CatalogueService) {
  app.get('/api/store/getproductcategorylist', async (request) => {
    parseInput(categoryListQuery, request.query);
    return catalogue.categoryTree();
  });
  app.get('/api/Trini/GetCityList', async () => catalogue.cities());
  app.get('/api/Shop/GetShop', async (request) => {
    const q = parseInput(shopQuery, request.query);
    const shop = await catalogue.shop(q.ShopNo);
    if (!shop) throw new NotFoundError(SHOP_NOT_FOUND);
    return shop;
  });
}
