import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../server/catalogue/product-card';
import { formatTT, toCents } from '../../shop-rules/money';
import { mediaUrl } from '../lib/media';
import { useShopSettings } from '../lib/settings';

export type { ProductCardData };

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { mediaBaseUrl } = useShopSettings();
  const href = `/productdetails/${product.ProductNo}`;
  return (
    <article className="product-card">
      {product.RibbonText ? <span className="product-card__ribbon">{product.RibbonText}</span> : null}
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {product.Thumbnail ? (
          <img
            src={mediaUrl(mediaBaseUrl, product.Thumbnail)}
            width={product.ThumbnailWidth || 320}
            height={product.ThumbnailHeight || 320}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </Link>
      <h3 className="product-card__name">
        <Link to={href}>{product.ProductName}</Link>
      </h3>
      <p className="product-card__price">{formatTT(toCents(product.SalesPrice))}</p>
    </article>
  );
}
