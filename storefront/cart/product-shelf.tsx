// Best Sellers and New Products under the cart, in the shop's carousel. Loaded in the browser; a
// failed load is only logged and the shelf stays hidden (docs/product.md#notices).
import { lazy, Suspense, useEffect, useState } from 'react';
import { CAROUSEL_SIZE } from '../../shop-rules';
import type { ProductCard as ProductCardData } from '../../shop-rules/api/catalogue';
import { apiGet } from '../lib/api';

// Loaded on its own, like the product page's carousels: the cart's own code comes first.
const ProductCarousel = lazy(() => import('../components/product/product-carousel'));

export type ShelfKind = 'BestSellers' | 'NewProducts';

function fetchShelf(kind: ShelfKind): Promise<ProductCardData[]> {
  return apiGet<ProductCardData[] | { ProductList: ProductCardData[] }>('/api/trini/GetProducts', {
    [kind]: 1,
    MaxRecords: CAROUSEL_SIZE,
    UseForExpo: 1,
  }).then((answer) => (Array.isArray(answer) ? answer : (answer?.ProductList ?? [])));
}

export function ProductShelf({ kind, title }: { kind: ShelfKind; title: string }) {
  const [products, setProducts] = useState<ProductCardData[]>([]);

  useEffect(() => {
    let live = true;
    fetchShelf(kind)
      .then((list) => live && setProducts(list))
      .catch((err) => console.error(`Could not load ${title}`, err));
    return () => {
      live = false;
    };
  }, [kind, title]);

  return products.length ? (
    <Suspense fallback={null}>
      <ProductCarousel title={title} products={products} />
    </Suspense>
  ) : null;
}
