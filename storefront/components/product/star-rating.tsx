import { STAR_COUNT } from '../../../shop-rules/constants';

const STAR_POINTS = '12 2 15.1 8.3 22 9.3 17 14.1 18.2 21 12 17.8 5.8 21 7 14.1 2 9.3 8.9 8.3';

/**
 * The star's drawing, once per document (root.tsx): every star on the page points to it, which keeps
 * a product page with its reviews a few kilobytes lighter (docs/decisions/0034).
 */
export function StarDrawing() {
  return (
    <svg className="star-drawing" aria-hidden="true">
      <symbol id="star" viewBox="0 0 24 24">
        <polygon points={STAR_POINTS} />
      </symbol>
    </svg>
  );
}

/** One star: gold when filled, grey when empty (docs/product.md#reviews). */
export function Star({ filled }: { filled: boolean }) {
  return (
    <svg className={filled ? 'star star--filled' : 'star'} aria-hidden="true">
      <use href="#star" />
    </svg>
  );
}

/** Always five stars; a star is gold when its position is at most the rating. */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const shown = Math.round(rating * 10) / 10;
  return (
    <span className={`stars ${className}`} role="img" aria-label={`Rated ${shown} out of ${STAR_COUNT}`}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Star key={i} filled={i + 1 <= rating} />
      ))}
    </span>
  );
}
