// /admin/exports: the shop's CSV files in one place (docs/product.md#csv-exports). Orders and
// customers hold personal data: owners and managers only (decision 0037).
import { Link } from 'react-router';
import { AdminErrorBoundary } from '../shared/admin-error';
import { TextField } from '../shared/field';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/exports.route';

export const meta = () => adminMeta('CSV exports');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'exports');
  return { catalogue: desk.staff.areas.includes('catalogue') };
}

export default function AdminExports({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>CSV exports</h1>
      <p>
        Files that open in Excel, Numbers or Google Sheets, one line for each product (or variant), order or customer.
        They hold customers&apos; names, mobiles and addresses: keep them safe and delete them when done.
      </p>
      {loaderData.catalogue ? (
        <section className="admin-panel" aria-labelledby="products-export">
          <h2 id="products-export">Products</h2>
          <p>
            One row per product, or per variant. <a href="/admin/products.csv">Download the products (CSV)</a>, change
            it in a spreadsheet and bring it back with <Link to="/admin/products/import">Import products</Link>.
          </p>
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="orders-export">
        <h2 id="orders-export">Orders</h2>
        <p>
          <a href="/admin/orders.csv">Download every order (CSV)</a>, or choose filters on the{' '}
          <Link to="/admin/orders">Orders</Link> page and download just those.
        </p>
      </section>
      <section className="admin-panel" aria-labelledby="customers-export">
        <h2 id="customers-export">Customers</h2>
        <form method="get" action="/admin/customers.csv" aria-label="Customers to download">
          <TextField label="Name, mobile or e-mail (blank: every customer)" name="q" type="search" maxLength={100} />
          <button type="submit" className="admin-button">
            Download the customers (CSV)
          </button>
        </form>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
