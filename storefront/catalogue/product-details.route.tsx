// /productdetails/{ProductNo}: gallery, price and badges, options, quantity, Add to cart and Buy
// Now, reviews, then the three carousels, which the browser asks the catalogue API for once the page
// has come to life (docs/decisions/0034).
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { data, Link, useNavigate } from 'react-router';
import type { ProductCard, ProductDetail, ProductVariant } from '../../shop-rules/api/catalogue';
import { CAROUSEL_SIZE } from '../../shop-rules/constants';
import { freightRatesOf } from '../../shop-rules/freight';
import { deliveryFeesFor, discountOncePerLine, freeDeliveryBadge } from '../../shop-rules/messages/delivery';
import { ITEM_SOLD_OUT, SELECT_OPTION_FIRST } from '../../shop-rules/messages/shop';
import { formatTT, toCents } from '../../shop-rules/money';
import { priceLine } from '../../shop-rules/pricing';
import { AddToCartButton, isSoldOut, useCart, WishlistButton } from '../cart';
import { ProductGallery } from '../components/product/product-gallery';
import { QuantityStepper } from '../components/product/quantity-stepper';
import { StarRating } from '../components/product/star-rating';
import { VariantPicker } from '../components/product/variant-picker';
import { Truck } from '../components/shell/icons';
import { useSnackbar } from '../components/shell/snackbar';
import { apiGet } from '../lib/api';
import { forCards } from '../lib/card-lists';
import { keptPart } from '../lib/first-load/kept-part';
import { useNonce } from '../lib/first-load/nonce';
import { productHead } from '../lib/product-seo.server';
import { notFoundMeta } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import { categoryPath, productPath } from '../lib/shop-links';
import type { Route } from './+types/product-details.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

// Not in the page's first scripts (decision 17): none is needed to see the product or buy it.
// Breadcrumbs and share links are plain links drawn by the server; the carousels below the product
// are not drawn by the server at all (a page two times lighter, one database round trip): the browser
// asks for their cards after the page has come to life.
const ProductCarousel = lazy(() => import('../components/product/product-carousel'));
// The reviews and delivery tabs sit below the first screen on a phone: they come to life near it, and
// what the shopper typed or pressed before that carries over (kept-part.tsx).
const ProductTabs = keptPart({
  load: () => import('../components/product/product-tabs').then((m) => m.default),
  wake: 'near',
});
const Breadcrumbs = keptPart({
  load: () => import('../components/shell/breadcrumbs').then((m) => m.Breadcrumbs),
  wake: 'never',
});
const ShareLinks = keptPart({
  load: () => import('../components/product/share-links').then((m) => m.ShareLinks),
  wake: 'never',
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const no = Number(params.ProductNo);
  if (!Number.isSafeInteger(no) || no < 1) throw data(null, { status: 404 });
  const [product, settings] = await Promise.all([
    context.shop.catalogue.product(no, { loadReviews: true }),
    context.shop.settings(),
  ]);
  if (!product) throw data(null, { status: 404 });
  // The delivery words are made here, with the shop's freight rates: the page's scripts carry none of them.
  const rates = freightRatesOf(settings);
  const delivery = { badge: freeDeliveryBadge(product, rates), fees: deliveryFeesFor(product, rates) };
  return { product: availabilityOnly(product), delivery, head: productHead(product, settings) };
}

/**
 * The page says whether the product and each of its options can be bought, never how many are left:
 * an order that leaves some then changes nothing in it, and the cache keeps it as it is (docs/decisions/0068).
 * A Stock of 1 reads "some left"; the API's loadproduct still answers the figure.
 */
function availabilityOnly(product: ProductDetail): ProductDetail {
  const some = (stock: number) => (stock > 0 ? 1 : 0);
  return {
    ...product,
    Stock: some(product.Stock),
    ProductSKUList: product.ProductSKUList.map((v) => ({ ...v, Stock: some(v.Stock) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? loaderData.head.meta : notFoundMeta(matches);
}

export default function ProductDetails({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      {/* A new product number is a new page: the gallery, options and quantity start afresh. */}
      <ProductMain
        key={product.ProductNo}
        product={product}
        delivery={loaderData.delivery}
        jsonLd={loaderData.head.jsonLd}
      />
      <ProductCarousels key={product.ProductNo} productNo={product.ProductNo} />
    </>
  );
}

interface DeliveryWords {
  badge: string | null;
  fees: string;
}

function ProductMain({
  product,
  delivery,
  jsonLd,
}: {
  product: ProductDetail;
  delivery: DeliveryWords;
  jsonLd: string;
}) {
  const settings = useShopSettings();
  const pageUrl = `${settings.publicBaseUrl}${productPath(product.ProductNo)}`;
  const category = product.NewCategoryName || product.ProductCategoryName;
  return (
    <>
      <Breadcrumbs
        trail={[{ label: category, to: categoryPath(product.ProductCategoryNo) }, { label: product.ProductName }]}
      />
      {/* On a phone the name, price and Add To Cart come first, the gallery after (docs/decisions/0060). */}
      <article className="product-page">
        <ProductInfo
          product={product}
          delivery={delivery}
          pageUrl={pageUrl}
          gallery={<ProductGallery product={product} />}
        />
      </article>
      <ProductTabs product={product} />
      <JsonLd json={jsonLd} />
    </>
  );
}

/** schema.org data for search engines, worked out by the loader; the script carries the page's CSP nonce. */
function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD made by the server with < escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

function ProductInfo({
  product,
  delivery,
  pageUrl,
  gallery,
}: {
  product: ProductDetail;
  delivery: DeliveryWords;
  pageUrl: string;
  gallery: ReactNode;
}) {
  const [quantity, setQuantity] = useState(1);
  const variants = product.ProductSKUList;
  const [variant, setVariant] = useState<ProductVariant | null>(() =>
    variants.length === 1 && variants[0]!.Stock > 0 ? variants[0]! : null,
  );
  const price = (dollars: number) => formatTT(toCents(dollars));
  const tiers = ([2, 3, 5] as const).map((n) => ({ n, total: product[`SalesPrice${n}`] })).filter((t) => t.total > 0);
  const one = priceLine(product, 1);
  const badge = delivery.badge;

  return (
    <>
      <div className="product-info product-info--buy">
        <h1 className="product-info__name">{product.ProductName}</h1>
        {product.ReviewCount > 0 ? (
          <p className="product-info__rating">
            <StarRating rating={product.Rating} />{' '}
            <span>({product.ReviewCount === 1 ? '1 review' : `${product.ReviewCount} reviews`})</span>
          </p>
        ) : null}
        <p className="product-info__price">
          {one.discount > 0 ? (
            <>
              <span className="product-info__now">{formatTT(one.total)}</span>{' '}
              <s className="product-info__was">
                <span className="visually-hidden">instead of </span>
                {formatTT(one.unitPrice)}
              </s>
            </>
          ) : (
            formatTT(one.unitPrice)
          )}
        </p>
        <ul className="badges">
          {product.DiscountPercent > 0 ? <li className="badge badge--off">{product.DiscountPercent}% OFF</li> : null}
          {badge ? (
            <li className="badge badge--delivery">
              <Truck aria-hidden="true" size={16} /> {badge}
            </li>
          ) : null}
          {product.IsSoldOut === 1 ? <li className="badge badge--sold-out">Sold out</li> : null}
        </ul>
        {one.discount > 0 ? (
          <p className="product-info__note">{discountOncePerLine(product.DiscountPercent, one.discount)}</p>
        ) : null}
        {tiers.length > 0 ? (
          <div className="tier-prices">
            <h2 className="tier-prices__title">Buy more, pay less</h2>
            <ul>
              {tiers.map((t) => (
                <li key={t.n}>
                  {t.n} for {price(t.total)}{' '}
                  <span className="muted">({formatTT(Math.round(toCents(t.total) / t.n))} each)</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {variants.length > 0 ? <VariantPicker variants={variants} selected={variant} onSelect={setVariant} /> : null}
        <div className="product-info__buy">
          <QuantityStepper value={quantity} onChange={setQuantity} />
          <div className="product-info__actions">
            <AddToCartButton
              product={product}
              quantity={quantity}
              variant={variant}
              className="button button--primary"
            />
            <BuyNowButton product={product} quantity={quantity} variant={variant} />
            <WishlistButton product={product} />
          </div>
        </div>
        <p className="product-info__delivery">
          {delivery.fees}{' '}
          <Link to="/deliverypolicy" className="tap-target">
            Delivery policy
          </Link>
        </p>
      </div>
      {gallery}
      <div className="product-info product-info--details">
        <p className="product-info__description">{product.ProductDescription}</p>
        <dl className="product-facts">
          <dt>Category</dt>
          <dd>
            <Link to={categoryPath(product.ProductCategoryNo)} className="tap-target">
              {product.NewCategoryName || product.ProductCategoryName}
            </Link>
          </dd>
          {product.StyleName ? (
            <>
              <dt>Brand</dt>
              <dd>{product.StyleName}</dd>
            </>
          ) : null}
          <dt>UPC</dt>
          <dd>{product.Barcode}</dd>
          {product.CountryOfOrigin ? (
            <>
              <dt>Made in</dt>
              <dd>{product.CountryOfOrigin}</dd>
            </>
          ) : null}
        </dl>
        <ShareLinks url={pageUrl} title={product.ProductName} />
      </div>
    </>
  );
}

/** Adds the product and goes to the cart (docs/product.md#product-page). */
function BuyNowButton({
  product,
  quantity,
  variant,
}: {
  product: ProductDetail;
  quantity: number;
  variant: ProductVariant | null;
}) {
  const cart = useCart();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  function buyNow() {
    if (product.ProductSKUList.length > 0 && !variant) return snackbar.show(SELECT_OPTION_FIRST, 'alert');
    const result = cart.add(product, { quantity, variant });
    if (result === 'sold-out') return snackbar.show(ITEM_SOLD_OUT, 'alert');
    if (result === 'needs-variant') return snackbar.show(SELECT_OPTION_FIRST, 'alert');
    void navigate('/cart');
  }
  return (
    <button type="button" className="button button--accent" onClick={buyNow} disabled={isSoldOut(product, variant)}>
      Buy Now
    </button>
  );
}

const CAROUSELS = [
  { title: 'Similar Products', use: (productNo: number) => ({ SimilarProductNo: productNo }) },
  { title: 'Best Sellers', use: () => ({ BestSellers: 1 }) },
  { title: 'New Products', use: () => ({ NewProducts: 1 }) },
] as const;

/** How far below the screen the rows start loading: they are there by the time the shopper is. */
const NEAR_MARGIN = '600px 0px';

/**
 * Each row's cards, once the catalogue API has answered ([] when it failed: the row is left out).
 * Asked for when the rows come near the screen, so a phone's first load spends nothing on them.
 */
function useCarouselRows(productNo: number, place: RefObject<HTMLElement | null>): (ProductCard[] | null)[] {
  const [rows, setRows] = useState<(ProductCard[] | null)[]>(() => CAROUSELS.map(() => null));
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, place]);
  useEffect(() => {
    if (!near) return;
    let live = true;
    const failed = (error: unknown): ProductCard[] => {
      console.warn('carousel failed', error);
      return [];
    };
    CAROUSELS.forEach((row, i) => {
      void apiGet<ProductCard[]>('/api/trini/GetProducts', {
        ...row.use(productNo),
        PageNo: 1,
        MaxRecords: CAROUSEL_SIZE,
      })
        .then(forCards, failed)
        .then((items) => {
          if (live) setRows((now) => now.map((old, j) => (j === i ? items : old)));
        });
    });
    return () => {
      live = false;
    };
  }, [near, productNo]);
  return rows;
}

/** Similar products, best sellers and new arrivals; a row without products is not shown (docs/product.md#product-page). */
function ProductCarousels({ productNo }: { productNo: number }) {
  const place = useRef<HTMLDivElement>(null);
  const rows = useCarouselRows(productNo, place);
  return (
    <div className="product-carousels" ref={place}>
      {CAROUSELS.map((row, i) => {
        const items = rows[i];
        return items && items.length > 0 ? (
          <Suspense key={row.title} fallback={null}>
            <ProductCarousel title={row.title} products={items} />
          </Suspense>
        ) : null;
      })}
    </div>
  );
}
