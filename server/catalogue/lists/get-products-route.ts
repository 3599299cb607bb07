// GET /api/trini/GetProducts: one documented endpoint, several uses chosen by its parameters.
//
// Which list answers when several uses are named at once:
//   1. SearchText, CategorySearchText and BannerNo (the search pages): every one given narrows the
//      result, free text ranking it when present;
//   2. else SimilarProductNo, 3. else BestSellers=1, 4. else NewProducts=1 (the carousels);
//   5. else the home page's list (HomePageProducts=1, or no use named).
// UseForExpo is accepted and ignored: every caller in the spec sends 1 and it selects nothing.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flagParam, parseInput } from '../../http/input/validate';
import type { CatalogueService } from '../service';
import { maxRecordsParam, optionalWholeNumber, pageNoParam, searchTextParam } from './list-params';

export { MAX_RECORDS_CAP } from './list-params';

const getProductsQuery = z.object({
  MaxRecords: maxRecordsParam,
  PageNo: pageNoParam,
  UseForExpo: flagParam.optional(),
  HomePageProducts: flagParam.optional(),
  BestSellers: flagParam.optional(),
  NewProducts: flagParam.optional(),
  SimilarProductNo: optionalWholeNumber('SimilarProductNo', 1),
  SearchText: searchTextParam('SearchText'),
  CategorySearchText: searchTextParam('CategorySearchText'),
  BannerNo: optionalWholeNumber('BannerNo', 1),
});

export function registerGetProducts(app: FastifyInstance, catalogue: CatalogueService) {
  app.get('/api/trini/GetProducts', async (request) => {
    const q = parseInput(getProductsQuery, request.query);
    const page = [q.PageNo, q.MaxRecords] as const;
    if (q.SearchText || q.CategorySearchText || q.BannerNo !== undefined) {
      return catalogue.search(
        { text: q.SearchText, categoryText: q.CategorySearchText, bannerNo: q.BannerNo },
        ...page,
      );
    }
    if (q.SimilarProductNo !== undefined) return catalogue.similarProducts(q.SimilarProductNo, ...page);
    if (q.BestSellers) return catalogue.bestSellers(...page);
    if (q.NewProducts) return catalogue.newProducts(...page);
    return catalogue.homeProducts(...page);
  });
}
