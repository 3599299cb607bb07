// The catalogue: products (and their CSV import and export), categories, banners, design sections, reviews.
// The addresses under /admin this area answers; storefront/admin/routes.ts puts them in the back office.
import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const catalogueRoutes: RouteConfigEntry[] = [
  route('products', 'admin/catalogue/products.route.tsx'),
  route('products.csv', 'admin/catalogue/products-csv.route.ts'),
  route('products/import', 'admin/catalogue/product-import.route.tsx'),
  route('products/import/:importNo', 'admin/catalogue/product-import-run.route.tsx'),
  route('products/new', 'admin/catalogue/product.route.tsx', { id: 'admin-product-new' }),
  route('products/:productNo', 'admin/catalogue/product.route.tsx'),
  route('categories', 'admin/catalogue/categories.route.tsx'),
  route('categories/:categoryNo', 'admin/catalogue/category.route.tsx'),
  route('banners', 'admin/catalogue/banners.route.tsx'),
  route('banners/:bannerNo', 'admin/catalogue/banner.route.tsx'),
  route('design', 'admin/catalogue/design.route.tsx'),
  route('design/new', 'admin/catalogue/design-section.route.tsx', { id: 'admin-design-new' }),
  route('design/:sectionNo', 'admin/catalogue/design-section.route.tsx'),
  route('reviews', 'admin/catalogue/reviews.route.tsx'),
];
