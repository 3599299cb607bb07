// A row of product cards that slides (Embla). Loaded on its own, after the page's main content.
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ProductCard as ProductCardData } from '../../server/catalogue/types';
import { ProductCard } from './product-card';

/** A wide screen shows five cards; the rest join once the page is interactive (smaller first page). */
const FIRST_SLIDES = 5;

export default function ProductCarousel({ title, products }: { title: string; products: ProductCardData[] }) {
  const [shown, setShown] = useState(FIRST_SLIDES);
  const [viewport, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const headingId = useId();

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    const timer = setTimeout(() => setShown(products.length), 0);
    return () => clearTimeout(timer);
  }, [products.length]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <section className="carousel" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="carousel__head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className="carousel__arrows">
          <button type="button" className="icon-button" aria-label={`Previous ${title}`} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button type="button" className="icon-button" aria-label={`Next ${title}`} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      <div className="carousel__viewport" ref={viewport}>
        <ul className="carousel__track">
          {products.slice(0, shown).map((p) => (
            <li key={p.ProductNo} className="carousel__slide">
              <ProductCard product={p} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
