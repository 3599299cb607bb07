// /search/{SearchText}, /csearch/{CSearchText} and ?b={banner}: 'Searched Products' and the cards.

import { SEARCH_SIZE } from '../../shop-rules/constants';
import { SEARCHED_PRODUCTS } from '../../shop-rules/messages/shop';
import { ProductGrid } from '../components/product/product-card';
import { forCards } from '../lib/card-lists';
import { canonical, pageMeta, rootSettings } from '../lib/seo';
import type { Route } from './+types/search.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

function searchOf(params: Route.LoaderArgs['params'], url: URL) {
  const text = ('SearchText' in params ? params.SearchText : undefined) ?? url.searchParams.get('q') ?? '';
  const categoryText = 'CSearchText' in params ? (params.CSearchText ?? '') : '';
  const banner = Number(url.searchParams.get('b'));
  return {
    text: text.trim() || undefined,
    categoryText: categoryText.trim() || undefined,
    bannerNo: Number.isSafeInteger(banner) && banner > 0 ? banner : undefined,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = searchOf(params, url);
  const nothingAsked = !search.text && !search.categoryText && search.bannerNo === undefined;
  const products = nothingAsked ? [] : forCards(await context.shop.catalogue.search(search, 1, SEARCH_SIZE));
  return { search, products, path: url.pathname + url.search };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  const asked = loaderData?.search.text ?? loaderData?.search.categoryText;
  const title = asked ? `${asked}: ${SEARCHED_PRODUCTS}` : SEARCHED_PRODUCTS;
  return [
    ...pageMeta({
      title,
      shopName: settings?.shopName,
      description: asked
        ? `Products for '${asked}' at ${settings?.shopName ?? 'our shop'}, delivered in Trinidad and Tobago.`
        : 'Search our products.',
      url: canonical(settings, loaderData?.path ?? '/search'),
    }),
    // Result lists change all the time and repeat the product pages: keep them out of the index.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { products, search } = loaderData;
  const asked = search.text ?? search.categoryText;
  return (
    <section aria-labelledby="searched-products">
      <h1 id="searched-products" className="page-title">
        {SEARCHED_PRODUCTS}
      </h1>
      {asked ? <p className="page-lead">Results for ‘{asked}’</p> : null}
      {products.length > 0 ? (
        <ProductGrid products={products} eagerCount={4} />
      ) : (
        <p className="empty-note">No products found. Try another word, or browse the categories above.</p>
      )}
    </section>
  );
}
