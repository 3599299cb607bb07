import { useState } from 'react';
import type { ProductReview } from '../../../shop-rules/api/catalogue';
import { REVIEWS_SHOWN } from '../../../shop-rules/constants';
import { shopWallClock } from '../../../shop-rules/shop-time';
import { StarRating } from './star-rating';

/** The newest five reviews; 'All Reviews' (above five) shows the rest. */
export function ReviewList({ reviews }: { reviews: ProductReview[] }) {
  const [all, setAll] = useState(false);
  if (reviews.length === 0) return <p className="muted">No reviews yet. Be the first to review this product.</p>;
  const shown = all ? reviews : reviews.slice(0, REVIEWS_SHOWN);
  return (
    <>
      <ul className="review-list">
        {shown.map((r, i) => (
          <li key={`${r.DateAdded}-${i}`} className="review">
            <StarRating rating={r.Rating} className="review__stars" />
            <h3 className="review__title">{r.ReviewTitle}</h3>
            <p className="review__by">
              {r.CustomerName}
              {r.DateAdded ? <time dateTime={r.DateAdded}> · {formatReviewDate(r.DateAdded)}</time> : null}
            </p>
            <p className="review__text">{r.Comments}</p>
          </li>
        ))}
      </ul>
      {!all && reviews.length > REVIEWS_SHOWN ? (
        <button type="button" className="button" onClick={() => setAll(true)}>
          All Reviews
        </button>
      ) : null}
    </>
  );
}

// The server and the browser write the same date from the shop's clock, without Intl's time-zone
// data. Written as en-TT does: '5 Sept 2026'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

export function formatReviewDate(iso: string): string {
  const d = shopWallClock(new Date(iso));
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
