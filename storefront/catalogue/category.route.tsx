// /category and /category/{ProductCategoryNo}: the category tree, the filters, the products and the
// shop's design-page sections that belong to the category (docs/decisions/0039). Filters live in the address; the first page is rendered on the
// server, later changes ask the JSON API from the browser (clientLoader).
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { data, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { Category, CategoryProducts as CategoryProductsAnswer, DesignPage } from '../../shop-rules/api/catalogue';
import { NEW_ARRIVALS_SHOWN } from '../../shop-rules/constants';
import { formatTT, toCents } from '../../shop-rules/money';
import { CategoryTree, categoryTrail } from '../components/lists/category-tree';
import { FilterSection } from '../components/lists/filter-section';
import { SlidersHorizontal } from '../components/lists/list-icons';
import { ListToolbar, type ListView } from '../components/lists/list-toolbar';
import { Pagination } from '../components/lists/pagination';
import { PriceFilter } from '../components/lists/price-filter';
import { ProductGrid } from '../components/product/product-card';
import { Loader } from '../components/shell/loading-overlay';
import { apiGet } from '../lib/api';
import { forCards } from '../lib/card-lists';
import { apiParams, type CategoryFilters, filtersQuery, readFilters, serviceFilters } from '../lib/category-filters';
import { canonical, notFoundMeta, pageMeta, rootSettings } from '../lib/seo';
import { categoryPath, searchPath } from '../lib/shop-links';
import type { Route } from './+types/category.route';

export { RouteErrorBoundary as ErrorBoundary } from '../components/shell/route-error';

type CategoryList = CategoryProductsAnswer;

/** Two rows on a wide screen: the sections invite a look, the category's own products come first. */
const SECTION_CARDS_SHOWN = 10;

function categoryNoOf(param: string | undefined): number {
  const no = Number(param);
  if (!Number.isSafeInteger(no) || no < 1) throw data(null, { status: 404 });
  return no;
}

function trailOrNotFound(tree: Category[], no: number): Category[] {
  const trail = categoryTrail(tree, no);
  if (!trail) throw data(null, { status: 404 });
  return trail;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = context.shop.catalogue;
  const tree = await catalogue.categoryTree();
  if (params.ProductCategoryNo === undefined) return { tree, category: null } as const;
  const no = categoryNoOf(params.ProductCategoryNo);
  const trail = trailOrNotFound(tree, no);
  const filters = readFilters(url.searchParams);
  // The products and the sections below them: one statement (docs/decisions/0044).
  const page = await catalogue.categoryPage(
    no,
    { pageNo: filters.pageNo, maxRecords: filters.maxRecords },
    serviceFilters(filters),
    { newArrivals: NEW_ARRIVALS_SHOWN, perSection: SECTION_CARDS_SHOWN },
  );
  if (!page) throw data(null, { status: 404 });
  const { list, design } = page;
  return {
    tree,
    category: {
      no,
      trail,
      filters,
      list: { ...list, ProductList: forCards(list.ProductList) },
      design: forDesign(design),
    },
  } as const;
}

/** What the page shows of a design page: new arrivals, then the staff's sections, as cards. */
function forDesign(design: DesignPage): DesignPage {
  return {
    NewArrivalList: forCards(design.NewArrivalList),
    Sections: design.Sections.map((s) => ({ SectionName: s.SectionName, Products: forCards(s.Products) })),
  };
}

// The tree and a category's design sections do not change with the filters; the browser keeps them.
let kept: { tree: Category[]; design?: { categoryNo: number; page: DesignPage } } | null = null;

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!kept?.design || params.ProductCategoryNo === undefined) return serverLoader();
  const no = categoryNoOf(params.ProductCategoryNo);
  // Another category has sections of its own: the page loader draws them.
  if (kept.design.categoryNo !== no) return serverLoader();
  const { tree } = kept;
  const design = kept.design.page;
  const trail = trailOrNotFound(tree, no);
  const filters = readFilters(new URL(request.url).searchParams);
  let list: CategoryList;
  try {
    list = await apiGet<CategoryList>('/api/Product/GetProducts', apiParams(no, filters));
  } catch (error) {
    // The page's own loader answers the same question; a failed API call only costs a round trip.
    console.warn('Category products from the API failed; asking the page loader', error);
    return serverLoader();
  }
  return {
    tree,
    category: {
      no,
      trail,
      filters,
      list: { ...list, ProductList: forCards(list.ProductList) },
      design,
    },
  } as const;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const settings = rootSettings(matches);
  if (!loaderData) return notFoundMeta(matches);
  const category = loaderData.category;
  if (!category) {
    return pageMeta({
      title: 'All Categories',
      shopName: settings?.shopName,
      description: 'Every department of the shop, from electronics to puja items.',
      url: canonical(settings, '/category'),
    });
  }
  const name = category.trail.at(-1)!.ProductCategoryName;
  const page = category.filters.pageNo > 1 ? `?PageNo=${category.filters.pageNo}` : '';
  return pageMeta({
    title: name,
    shopName: settings?.shopName,
    description: `${name}: ${category.list.TotalCount} products with prices in TT$, delivered across Trinidad and Tobago or picked up at our outlet.`,
    url: canonical(settings, `${categoryPath(category.no)}${page}`),
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { tree, category } = loaderData;
  const categoryNo = category?.no;
  const design = category?.design;
  useEffect(() => {
    kept = {
      tree,
      design: categoryNo !== undefined && design ? { categoryNo, page: design } : kept?.design,
    };
  }, [tree, design, categoryNo]);

  if (!category) return <AllCategories tree={tree} />;
  return (
    <div className="category-page">
      <CategoryAside>
        <CategoryTree key={category.no} tree={tree} currentNo={category.no} />
        <Filters list={category.list} filters={category.filters} />
      </CategoryAside>
      <div className="category-page__main">
        <CategoryProducts
          no={category.no}
          name={category.trail.at(-1)!.ProductCategoryName}
          list={category.list}
          filters={category.filters}
        />
        <DesignSections design={category.design} />
      </div>
    </div>
  );
}

/** On phones the tree and filters fold away behind one button, so the products come first. */
function CategoryAside({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <aside
      className={open ? 'category-page__aside is-open' : 'category-page__aside'}
      aria-label="Categories and filters"
    >
      <button
        type="button"
        className="button aside-toggle"
        aria-expanded={open}
        aria-controls="category-aside-body"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} /> Categories and filters
      </button>
      <div id="category-aside-body" className="aside-body">
        {children}
      </div>
    </aside>
  );
}

function AllCategories({ tree }: { tree: Category[] }) {
  return (
    <div className="category-page">
      <CategoryAside>
        <CategoryTree tree={tree} />
      </CategoryAside>
      <section className="category-page__main" aria-labelledby="all-categories-title">
        <h1 id="all-categories-title" className="page-title">
          All Categories
        </h1>
        <ul className="department-list">
          {tree.map((top) => (
            <li key={top.ProductCategoryNo}>
              <h2>
                <Link to={categoryPath(top.ProductCategoryNo)}>{top.ProductCategoryName}</Link>
              </h2>
              <ul>
                {top.SubCategories.map((c) => (
                  <li key={c.ProductCategoryNo}>
                    <Link to={categoryPath(c.ProductCategoryNo)}>{c.ProductCategoryName}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The filters the controls show: those being loaded while a change is under way, so a ticked box stays ticked. */
function useShownFilters(filters: CategoryFilters): CategoryFilters {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.location;
  return pending && pending.pathname === location.pathname ? readFilters(new URLSearchParams(pending.search)) : filters;
}

/** Changes the filters in the address; any change but the page number starts again at page 1. */
function useFilterChange(filters: CategoryFilters) {
  const [, setSearchParams] = useSearchParams();
  return (patch: Partial<CategoryFilters>) => {
    const next = { ...filters, pageNo: 1, ...patch };
    if (filtersQuery(next).toString() === filtersQuery(filters).toString()) return;
    setSearchParams(filtersQuery(next), { preventScrollReset: true });
  };
}

function Filters({ list, filters: loaded }: { list: CategoryList; filters: CategoryFilters }) {
  const filters = useShownFilters(loaded);
  const change = useFilterChange(filters);
  const brands = [...new Set(list.ProductList.map((p) => p.StyleName).filter(Boolean))].sort();
  return (
    <section className="filters" aria-labelledby="filter-title">
      <h2 id="filter-title" className="aside-title">
        Filter
      </h2>
      <FilterSection title="PRICE">
        <PriceFilter
          rangeMin={list.PriceRangeMin}
          rangeMax={list.PriceRangeMax}
          priceMin={filters.priceMin}
          priceMax={filters.priceMax}
          onApply={(priceMin, priceMax) => change({ priceMin, priceMax })}
        />
      </FilterSection>
      <FilterSection title="AVAILABILITY">
        <FilterCheckbox label="In Stock" checked={filters.inStock} onChange={(inStock) => change({ inStock })} />
        <FilterCheckbox
          label="Out of Stock"
          checked={filters.outOfStock}
          onChange={(outOfStock) => change({ outOfStock })}
        />
      </FilterSection>
      <FilterSection title="SUBCATEGORIES">
        {list.SubCategories.length > 0 ? (
          <fieldset className="plain-fieldset">
            <legend className="visually-hidden">Subcategories</legend>
            {list.SubCategories.map((s) => (
              <FilterCheckbox
                key={s.ProductCategoryNo}
                label={
                  <>
                    {s.ProductCategoryName} <span className="muted">({s.ProductCount})</span>
                  </>
                }
                checked={filters.subCategoryNos.includes(s.ProductCategoryNo)}
                onChange={(on) =>
                  change({
                    subCategoryNos: on
                      ? [...filters.subCategoryNos, s.ProductCategoryNo].sort((a, b) => a - b)
                      : filters.subCategoryNos.filter((n) => n !== s.ProductCategoryNo),
                  })
                }
              />
            ))}
          </fieldset>
        ) : (
          <p className="muted">No subcategories here.</p>
        )}
      </FilterSection>
      <FilterSection title="TAGS">
        {brands.length > 0 ? (
          <ul className="tags">
            {brands.map((b) => (
              <li key={b}>
                <Link to={searchPath(b)}>{b}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No tags for these products.</p>
        )}
      </FilterSection>
    </section>
  );
}

/**
 * A filter box that shows its new state at once: the page's navigation runs as a transition, so a
 * box bound only to the address would flick back until the products arrive.
 */
function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const [on, setOn] = useState(checked);
  useEffect(() => setOn(checked), [checked]);
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setOn(e.target.checked);
          onChange(e.target.checked);
        }}
      />{' '}
      {label}
    </label>
  );
}

function CategoryProducts({
  no,
  name,
  list,
  filters,
}: {
  no: number;
  name: string;
  list: CategoryList;
  filters: CategoryFilters;
}) {
  const [view, setView] = useState<ListView>('grid');
  const shown = useShownFilters(filters);
  const change = useFilterChange(shown);
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const pageCount = Math.ceil(list.TotalCount / filters.maxRecords);
  const hrefFor = (pageNo: number) => {
    const q = filtersQuery({ ...filters, pageNo }).toString();
    return `${categoryPath(no)}${q ? `?${q}` : ''}`;
  };

  return (
    <section aria-labelledby="category-title">
      <h1 id="category-title" className="page-title">
        {name}
      </h1>
      <p className="page-lead">
        {list.TotalCount === 1 ? '1 product' : `${list.TotalCount} products`}
        {list.TotalCount > 0
          ? `, from ${formatTT(toCents(list.PriceRangeMin))} to ${formatTT(toCents(list.PriceRangeMax))}`
          : ''}
        . Delivered across Trinidad and Tobago, or picked up at our outlet.
      </p>
      <ListToolbar
        view={view}
        onView={setView}
        sort={shown.sort}
        onSort={(sort) => change({ sort })}
        pageSize={shown.maxRecords}
        onPageSize={(maxRecords) => change({ maxRecords })}
      />
      {reloading ? <Loader label="Loading products" /> : null}
      <div aria-busy={reloading} className={reloading ? 'is-reloading' : undefined}>
        {list.ProductList.length > 0 ? (
          <ProductGrid products={list.ProductList} eagerCount={4} view={view} />
        ) : (
          <p className="empty-note">No products match these filters.</p>
        )}
      </div>
      <Pagination pageNo={filters.pageNo} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}

function DesignSections({ design }: { design: DesignPage }) {
  const arrivals = design.NewArrivalList;
  const sections = [
    ...(arrivals.length ? [{ SectionName: 'New Arrivals', Products: arrivals }] : []),
    ...design.Sections,
  ];
  return (
    <>
      {sections
        .filter((s) => s.Products.length > 0)
        .map((s) => (
          <section
            key={s.SectionName}
            className="design-section"
            aria-label={s.SectionName}
            // Its rows on a phone's two columns: the size it takes before it is drawn (styles/catalogue.css).
            style={{ '--phone-rows': Math.ceil(s.Products.length / 2) } as CSSProperties}
          >
            <h2 className="section-title">{s.SectionName}</h2>
            <ProductGrid products={s.Products} headingLevel={3} />
          </section>
        ))}
    </>
  );
}
