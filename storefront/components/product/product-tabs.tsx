// The product page's tabs: the reviews with the review form, and delivery and pickup. A kept part of
// the product page (lib/first-load/kept-part.tsx): its file comes when the tabs come near the screen, and a
// review typed before that carries over.
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import type { ProductDetail, ProductReview } from '../../../shop-rules/api/catalogue';
import { DELIVERY_ATTEMPTS, DELIVERY_WORKING_DAYS, MIN_DELIVERY_ORDER } from '../../../shop-rules/constants';
import { formatTT } from '../../../shop-rules/money';
import { ReviewList } from './product-reviews';
import { ReviewForm } from './review-form';

const TABS = ['Product Review', 'Delivery & Pickup'] as const;

export default function ProductTabs({ product }: { product: ProductDetail }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Product Review');
  // Reviews saved on this page, newest first, shown before the page's own until the page is read again
  // (the new read holds them).
  const [saved, setSaved] = useState<{ to: ProductReview[]; reviews: ProductReview[] }>({ to: [], reviews: [] });
  const added = saved.to === product.ProductReviewList ? saved.reviews : [];
  const reviews = added.length ? [...added, ...product.ProductReviewList] : product.ProductReviewList;
  const id = (t: string, part: string) => `product-tab-${part}-${t.replace(/\W+/g, '-').toLowerCase()}`;
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    document.getElementById(id(next, 'tab'))?.focus();
  }
  return (
    <section className="product-tabs">
      <div role="tablist" aria-label="More about this product" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            id={id(t, 'tab')}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={id(t, 'panel')}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {t}
            {t === 'Product Review' ? ` (${product.ReviewCount + added.length})` : ''}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={id('Product Review', 'panel')}
        aria-labelledby={id('Product Review', 'tab')}
        hidden={tab !== 'Product Review'}
        className="product-tabs__panel"
      >
        <h2 className="visually-hidden">Reviews</h2>
        <div className="reviews">
          <div>
            <ReviewList reviews={reviews} />
          </div>
          <ReviewForm
            productNo={product.ProductNo}
            onSaved={(review) => setSaved({ to: product.ProductReviewList, reviews: [review, ...added] })}
          />
        </div>
      </div>
      <div
        role="tabpanel"
        id={id('Delivery & Pickup', 'panel')}
        aria-labelledby={id('Delivery & Pickup', 'tab')}
        hidden={tab !== 'Delivery & Pickup'}
        className="product-tabs__panel"
      >
        <h2 className="visually-hidden">Delivery and pickup</h2>
        <DeliveryNote />
      </div>
    </section>
  );
}

function DeliveryNote() {
  return (
    <ul className="plain-list">
      <li>
        Shipped from our warehouses in Trinidad and Tobago; processing and shipping normally take{' '}
        {DELIVERY_WORKING_DAYS} working days.
      </li>
      <li>
        Delivery for orders of {formatTT(MIN_DELIVERY_ORDER)} or more; smaller orders are picked up at our outlet.
      </li>
      <li>Our courier tries {DELIVERY_ATTEMPTS} times to deliver. No delivery to PO Boxes.</li>
      <li>
        Pay cash on delivery, by bank transfer or by card. <Link to="/deliverypolicy">Read the delivery policy</Link>.
      </li>
    </ul>
  );
}
