// The catalogue's part of the documented JSON API (docs/product.md#catalogue-api). Every handler validates its input
// and calls the catalogue service, the same one the storefront's page loaders use.
import type { FastifyInstance } from 'fastify';
import { registerCategoryProducts } from './lists/category-products-route';
import { registerDesignPage } from './lists/design-page-route';
import { registerGetProducts } from './lists/get-products-route';
import { registerLoadProduct } from './product/load-product-route';
import { registerSaveReview } from './product/save-review-route';
import { registerReferenceLists } from './reference-routes';
import type { CatalogueService } from './service';

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: CatalogueService) {
  registerGetProducts(app, catalogue);
  registerLoadProduct(app, catalogue);
  registerCategoryProducts(app, catalogue);
  registerDesignPage(app, catalogue);
  registerReferenceLists(app, catalogue);
  registerSaveReview(app, catalogue);
}
