import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../../shop-rules/api/catalogue';
import { formatTT, toCents } from '../../../shop-rules/money';
import { priceLine } from '../../../shop-rules/pricing';
import { AddToCartButton, WishlistButton } from '../../cart';
import { productPath } from '../../lib/shop-links';
import { CardVideo } from './card-video';
import { ProductImage } from './product-image';

export type { ProductCardData };

/**
 * The card picture's rendered width: two cards a row on phones, three on tablets, four or five on
 * wide screens, less the page's padding, the grid's gaps and the card's own padding (styles/).
 * Exact, so a phone takes the 320 px file instead of the 800 px one.
 */
const CARD_SIZES = '(max-width: 599px) calc(50vw - 39px), (max-width: 959px) calc(33vw - 42px), 220px';

interface Props {
  product: ProductCardData;
  /** The first cards of a page load at once; the very first one is the page's largest image. */
  priority?: 'lcp' | 'eager' | 'lazy';
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, priority = 'lazy', headingLevel = 2 }: Props) {
  const href = productPath(product.ProductNo);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const one = priceLine(product, 1);
  return (
    <article className="product-card">
      {product.RibbonText ? <span className="product-card__ribbon">{product.RibbonText}</span> : null}
      <div className="product-card__media">
        <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
          <ProductImage
            image={product}
            width={product.ThumbnailWidth || 320}
            height={product.ThumbnailHeight || 320}
            sizes={CARD_SIZES}
            alt=""
            priority={priority}
          />
        </Link>
        {product.VideoFileName ? <CardVideo file={product.VideoFileName} productName={product.ProductName} /> : null}
        <WishlistButton product={product} className="product-card__wishlist" />
      </div>
      <Heading className="product-card__name">
        <Link to={href}>{product.ProductName}</Link>
      </Heading>
      {/* A discounted product shows what one costs after its discount, then its list price struck. */}
      {one.discount > 0 ? (
        <p className="product-card__now">
          {formatTT(one.total)} <span className="product-card__off">−{product.DiscountPercent}%</span>
        </p>
      ) : null}
      <p className={one.discount > 0 ? 'product-card__price product-card__price--was' : 'product-card__price'}>
        {one.discount > 0 ? <span className="visually-hidden">Before the discount: </span> : null}
        {formatTT(toCents(product.SalesPrice))}
      </p>
      <AddToCartButton product={product} className="product-card__add" />
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel = 2,
  view = 'grid',
}: {
  products: ProductCardData[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
  view?: 'grid' | 'list';
}) {
  return (
    <div className={view === 'list' ? 'product-list' : 'product-grid'}>
      {products.map((p, i) => (
        <ProductCard
          key={p.ProductNo}
          product={p}
          headingLevel={headingLevel}
          priority={i === 0 && eagerCount > 0 ? 'lcp' : i < eagerCount ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  );
}
