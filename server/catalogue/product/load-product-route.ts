// GET /api/Product/loadproduct?ProductNo=N[&LoadReviews=true]: the product page's product.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_NOT_FOUND } from '../../../shop-rules/messages/catalogue';
import { NotFoundError } from '../../http/errors';
import { flagParam, parseInput } from '../../http/input/validate';
import { requiredWholeNumber } from '../lists/list-params';
import type { CatalogueService } from '../service';

const loadProductQuery = z.object({
  ProductNo: requiredWholeNumber('ProductNo', 1),
  LoadReviews: flagParam.optional(),
});

export function registerLoadProduct(app: FastifyInstance, catalogue: CatalogueService) {
  app.get('/api/Product/loadproduct', async (request) => {
    const q = parseInput(loadProductQuery, request.query);
    const product = await catalogue.product(q.ProductNo, { loadReviews: q.LoadReviews ?? false });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  });
}
