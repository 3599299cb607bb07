// Best Sellers and New Products under the cart, in the shop's carousel. Loaded in the browser; a
// failed load is only logged and the shelf stays hidden (spec point 8).
import { useEffect, useState } from 'react';
import type { ProductCard as ProductCardData } from '../../server/catalogue/types';
import { CAROUSEL_SIZE } from '../../shop-rules';
import ProductCarousel from '../components/product-carousel';
import { apiGet } from '../lib/api';

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

  return products.length ? <ProductCarousel title={title} products={products} /> : null;
}
