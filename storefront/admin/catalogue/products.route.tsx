import { Form, Link, useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../../shop-rules/api/settings';
import { ttCents } from '../../../shop-rules/money';
import { mediaUrl } from '../../lib/media';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SelectField, TextField } from '../shared/field';
import { adminMeta } from '../shared/page-title';
import { Pager } from '../shared/pager';
import { CardRow, TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/products.route';

export const meta = () => adminMeta('Products');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  const query = new URL(request.url).searchParams;
  const [list, choices] = await Promise.all([desk.catalogue.products(query), desk.catalogue.choices()]);
  return {
    list,
    categories: choices.categories,
    q: query.get('q') ?? '',
    category: query.get('category') ?? '',
    stock: query.get('stock') ?? '',
  };
}

export default function AdminProducts({ loaderData: { list, categories, q, category, stock } }: Route.ComponentProps) {
  const mediaBase =
    (useRouteLoaderData('root') as { settings?: PublicSettings } | undefined)?.settings?.mediaBaseUrl ?? '/media';
  return (
    <>
      <h1>Products</h1>
      <p>
        <Link to="/admin/products/new" className="admin-button">
          Add a product
        </Link>{' '}
        <Link to="/admin/products/import" className="admin-button admin-button--quiet">
          Import products (CSV)
        </Link>{' '}
        <a href="/admin/products.csv" className="admin-button admin-button--quiet">
          Export products (CSV)
        </a>
      </p>
      <Form method="get" className="admin-panel" role="search" aria-label="Products">
        <div className="admin-filters">
          <TextField label="Name, number, barcode or brand" name="q" type="search" defaultValue={q} />
          <SelectField label="Category" name="category" defaultValue={category}>
            <option value="">Any</option>
            {categories.map((c) => (
              <option key={c.categoryNo} value={c.categoryNo}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Stock" name="stock" defaultValue={stock}>
            <option value="">Any</option>
            <option value="in">In stock</option>
            <option value="low">Low (at or below its level)</option>
            <option value="out">Sold out</option>
          </SelectField>
        </div>
        <button type="submit" className="admin-button">
          Show products
        </button>
      </Form>
      <TableScroll label="Product list" cards>
        <table className="admin-table">
          <caption>{list.total} products, newest first</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Picture</th>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Brand</th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Stock
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((p) => (
              <ProductRow key={p.productNo} p={p} mediaBase={mediaBase} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Product list" />
    </>
  );
}

function ProductRow({
  p,
  mediaBase,
  cardLabels,
}: {
  p: Route.ComponentProps['loaderData']['list']['rows'][number];
  mediaBase: string;
  cardLabels?: string[];
}) {
  return (
    <CardRow labels={cardLabels}>
      <td>{p.productNo}</td>
      <td>
        {p.thumbnail ? (
          <img src={mediaUrl(mediaBase, p.thumbnail)} alt="" width={48} height={48} loading="lazy" />
        ) : null}
      </td>
      <td>
        <Link to={`/admin/products/${p.productNo}`}>{p.name}</Link>
      </td>
      <td>{p.categoryName}</td>
      <td>{p.brand}</td>
      <td className="num">{ttCents(p.salesPrice)}</td>
      <td className="num">
        {p.stock}
        {p.variants ? ` (${p.variants} variants)` : ''}
      </td>
      <td>{[p.isActive ? 'Shown' : 'Hidden', p.isSoldOut ? 'Sold out' : ''].filter(Boolean).join(', ')}</td>
    </CardRow>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
