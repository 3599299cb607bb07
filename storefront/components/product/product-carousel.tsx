// A row of product cards that slides (Embla). Loaded on its own, after the page's main content.
// Rows sit below the fold, so a row stays as the server drew it (five cards, no slider) until it
// comes near the screen or an arrow is pressed: a phone's first seconds go to the page itself, and
// Embla's file (about 6 KB) is fetched only then.
import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ProductCard as ProductCardData } from '../../../shop-rules/api/catalogue';
import { ChevronLeft, ChevronRight } from '../shell/icons';
import { ProductCard } from './product-card';

/** A wide screen shows five cards; the rest join when the row comes near the screen. */
const FIRST_SLIDES = 5;
/** How far below the screen a row starts getting ready. */
const NEAR_MARGIN = '300px 0px';
const SLIDER_OPTIONS = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' } as const;

type Direction = 'prev' | 'next';

/** True once the element is within NEAR_MARGIN of the screen (at once where there is no observer). */
function useNearScreen(): [RefObject<HTMLElement | null>, boolean, () => void] {
  const ref = useRef<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const wake = useCallback(() => setNear(true), []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return wake();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // Rendering ten more cards yields to the browser between them.
        startTransition(wake);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, wake]);
  return [ref, near, wake];
}

export default function ProductCarousel({ title, products }: { title: string; products: ProductCardData[] }) {
  const [section, near, wake] = useNearScreen();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  // An arrow pressed before the slider was ready: carried out once it is.
  const pending = useRef<Direction | null>(null);
  const headingId = useId();
  const shown = near ? products.length : FIRST_SLIDES;

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!near || !viewport) return;
    let live = true;
    let slider: EmblaCarouselType | null = null;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (!live) return;
        slider = EmblaCarousel(viewport, SLIDER_OPTIONS);
        setEmbla(slider);
      })
      // Without its file (the connection dropped) the row stays as drawn: its cards still link.
      .catch((error: unknown) => console.warn('carousel slider did not load', error));
    return () => {
      live = false;
      slider?.destroy();
      setEmbla(null);
    };
  }, [near, viewport]);

  useEffect(() => {
    if (!embla) return;
    const move = pending.current;
    pending.current = null;
    if (move === 'next') embla.scrollNext();
    else if (move === 'prev') embla.scrollPrev();
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  function scroll(direction: Direction) {
    if (!embla) {
      pending.current = direction;
      return wake();
    }
    if (direction === 'next') embla.scrollNext();
    else embla.scrollPrev();
  }

  return (
    <section ref={section} className="carousel" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="carousel__head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        <div className="carousel__arrows">
          <button
            type="button"
            className="icon-button"
            aria-label={`Previous ${title}`}
            disabled={!canPrev}
            onClick={() => scroll('prev')}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Next ${title}`}
            disabled={!canNext}
            onClick={() => scroll('next')}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      {/* Embla measures every slide when it starts: only once the row is near (the effect above). */}
      <div className="carousel__viewport" ref={setViewport}>
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
