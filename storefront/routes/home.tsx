import type { Route } from './+types/home';
import { HOME_PAGE_SIZE } from '../../shop-rules/constants';
import { ProductCard } from '../components/product-card';
import { pageMeta } from '../lib/seo';

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.shop.catalogue.homeProducts(1, HOME_PAGE_SIZE);
  return { products };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { settings?: { shopName: string; publicBaseUrl: string } } | undefined;
  return pageMeta({
    title: root?.settings?.shopName ?? 'Online shop',
    description: 'Shop electronics, kitchenware, puja items, musical instruments, furniture, clothing and shoes online in Trinidad and Tobago. Cash on delivery, bank transfer or card.',
    url: root?.settings ? `${root.settings.publicBaseUrl}/` : undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <section aria-labelledby="home-products-heading">
      <h1 id="home-products-heading" className="visually-hidden">Products</h1>
      <div className="product-grid">
        {products.map((p, i) => (
          <ProductCard key={p.ProductNo} product={p} eager={i < 4} />
        ))}
      </div>
    </section>
  );
}
