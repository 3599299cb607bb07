import { lazy, Suspense, useState } from 'react';
import type { ProductCard } from '../../shop-rules/api/catalogue';
import { BANNER_NUMBERS, HOME_PAGE_SIZE } from '../../shop-rules/constants';
import { OFFLINE_TRY_AGAIN } from '../../shop-rules/messages/offline';
import { ALL_PRODUCTS_SHOWN, ERROR_CONNECTING_SERVER, LOAD_MORE_PRODUCTS } from '../../shop-rules/messages/shop';
import type { Banner } from '../components/home/banner-slider';
import { ProductGrid } from '../components/product/product-card';
import { useSnackbar } from '../components/shell/snackbar';
import { forCards } from '../lib/card-lists';
import { fetchHomePage } from '../lib/catalogue-api';
import { noConnection } from '../lib/connection';
import { keptPart } from '../lib/first-load/kept-part';
import { pageMeta, rootSettings } from '../lib/seo';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/home.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

// Not in the first scripts (decision 17): phones never show the slider, and on a wide screen the
// server has drawn its first banner; the slides start moving once this file has come.
const BannerSlider = lazy(() => import('../components/home/banner-slider').then((m) => ({ default: m.BannerSlider })));
// The blocks below the products are links and pictures, drawn by the server and kept as drawn.
const HomeBlocks = keptPart({
  load: () => import('../components/home/home-blocks').then((m) => m.HomeBlocks),
  wake: 'never',
});

export async function loader({ context }: Route.LoaderArgs) {
  const [products, banners] = await Promise.all([
    context.shop.catalogue.homeProducts(1, HOME_PAGE_SIZE),
    homeBanners(context),
  ]);
  return { products: forCards(products), banners };
}

/** The staff's active banners; the five of the spec (11–15) when none are set up. */
async function homeBanners(context: Route.LoaderArgs['context']): Promise<Banner[]> {
  const banners = await context.shop.catalogue.banners();
  return banners.length
    ? banners
    : BANNER_NUMBERS.map((n) => ({ BannerNo: n, Title: `Offer ${n}`, ImageFilePath: `banner/${n}.jpg` }));
}

export function meta({ matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  return pageMeta({
    title: 'Shop online in Trinidad and Tobago',
    shopName: settings?.shopName,
    description:
      'Shop electronics, kitchenware, puja items, musical instruments, furniture, clothing and shoes online in Trinidad and Tobago. Cash on delivery, bank transfer or card.',
    url: settings ? `${settings.publicBaseUrl}/` : undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useShopSettings();
  return (
    <>
      {/* The placeholder keeps the slider's place (its aspect ratio) until its file has come. */}
      <Suspense fallback={<div className="banner-slider" aria-hidden="true" />}>
        <BannerSlider banners={loaderData.banners} />
      </Suspense>
      <h1 className="visually-hidden">{settings.shopName}: shop online in Trinidad and Tobago</h1>
      <HomeProducts first={loaderData.products} />
      <HomeBlocks />
    </>
  );
}

/**
 * The product grid and 'Load More': the page counter moves on only when a page brought products, and
 * the button goes away once a page comes back short (fewer than a page's products: none is left).
 */
function HomeProducts({ first }: { first: ProductCard[] }) {
  const [products, setProducts] = useState(first);
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(false);
  const [added, setAdded] = useState(0);
  const [more, setMore] = useState(first.length >= HOME_PAGE_SIZE);
  // Said once a press found the end, so a screen reader hears why the button went.
  const [ended, setEnded] = useState(false);
  const snackbar = useSnackbar();

  async function loadMore() {
    setLoading(true);
    try {
      const next = await fetchHomePage(pageNo + 1);
      if (next.length > 0) {
        setProducts((shown) => {
          const seen = new Set(shown.map((p) => p.ProductNo));
          return [...shown, ...next.filter((p) => !seen.has(p.ProductNo))];
        });
        setPageNo(pageNo + 1);
      }
      setAdded(next.length);
      if (next.length < HOME_PAGE_SIZE) {
        setMore(false);
        setEnded(true);
      }
    } catch (error) {
      console.warn('Loading more products failed', error);
      snackbar.show(noConnection(error) ? OFFLINE_TRY_AGAIN : ERROR_CONNECTING_SERVER, 'alert');
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="home-products" className="home-products">
      <h2 id="home-products" className="visually-hidden">
        Products
      </h2>
      <ProductGrid products={products} eagerCount={4} headingLevel={3} />
      <p className="visually-hidden" role="status">
        {added ? `${added} more products shown` : ''}
        {ended ? ` ${ALL_PRODUCTS_SHOWN}` : ''}
      </p>
      {more ? (
        <div className="load-more">
          <button
            type="button"
            className="button button--primary"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
          >
            {LOAD_MORE_PRODUCTS}
          </button>
        </div>
      ) : null}
    </section>
  );
}
