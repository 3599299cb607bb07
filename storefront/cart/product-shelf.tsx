// A titled, horizontally scrolling row of product cards (Best Sellers, New Products). Loaded in
// the browser; a failed load is only logged and the shelf stays hidden (spec point 8).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductCard as ProductCardData } from '../../server/catalogue/types';
import { CAROUSEL_SIZE } from '../../shop-rules';
import { ProductCard } from '../components/product-card';
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
  const track = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    fetchShelf(kind)
      .then((list) => live && setProducts(list))
      .catch((err) => console.error(`Could not load ${title}`, err));
    return () => {
      live = false;
    };
  }, [kind, title]);

  if (products.length === 0) return null;
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <section className="product-shelf" aria-labelledby={headingId}>
      <div className="product-shelf__head">
        <h2 id={headingId}>{title}</h2>
        <div className="product-shelf__arrows">
          <button type="button" className="cart-icon-button" aria-label={`Scroll ${title} back`} onClick={() => scroll(-1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className="cart-icon-button" aria-label={`Scroll ${title} forward`} onClick={() => scroll(1)}>
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      <div className="product-shelf__track" ref={track} tabIndex={0} role="region" aria-label={title}>
        {products.map((p) => (
          <div className="product-shelf__item" key={p.ProductNo}>
            <ProductCard product={p} headingLevel={3} />
          </div>
        ))}
      </div>
    </section>
  );
}
