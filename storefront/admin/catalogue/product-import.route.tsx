// /admin/products/import: a products CSV is checked first (a dry run, nothing changes), then applied
// from its report page (docs/product.md#products-csv).
import { Form, Link, redirect } from 'react-router';
import { PRODUCT_IMPORT_MAX_MEGABYTES } from '../../../shop-rules/api/backoffice';
import { productImportSchema } from '../../../shop-rules/forms/catalogue';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import type { Route } from './+types/product-import.route';

export const meta = () => adminMeta('Import products');

export async function loader({ request, context }: Route.LoaderArgs) {
  await context.shop.backoffice.desk(request, 'catalogue');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.shop.backoffice.act(
    request,
    'catalogue',
    async (desk, form) => redirect(`/admin/products/import/${await desk.catalogue.dryRunImport(form)}`),
    // The file and the form's few fields around it.
    { maxMegabytes: PRODUCT_IMPORT_MAX_MEGABYTES + 1 },
  );
  return answer(result);
}

export default function AdminProductImport({ actionData }: Route.ComponentProps) {
  // A file must be chosen; what is in it (its columns, its rows) is the server's to read.
  const form = useAdminForm(productImportSchema, actionData);
  return (
    <>
      <p>
        <Link to="/admin/products">All products</Link>
      </p>
      <h1>Import products</h1>
      <FormMessage result={actionData} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-panel"
        aria-label="Check a products CSV"
        {...form.formProps}
      >
        <CsrfField />
        <TextField
          label="CSV file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          hint={`UTF-8, at most ${PRODUCT_IMPORT_MAX_MEGABYTES} MB. The file is checked first: nothing changes until you apply it.`}
          error={form.error('file')}
        />
        <SaveButton busy={form.busy}>{form.busy ? 'Checking…' : 'Check the file'}</SaveButton>
      </Form>
      <section className="admin-panel" aria-labelledby="csv-rules">
        <h2 id="csv-rules">How the file is read</h2>
        <ul>
          <li>
            Start from <a href="/admin/products.csv">the products export</a>: it has every column, and importing it
            unchanged changes nothing.
          </li>
          <li>
            One row per product, or one per variant (Color, Size, its own Stock) with the product&apos;s fields repeated
            or left blank on the rows after the first.
          </li>
          <li>
            ProductNo names the product to change; leave it blank to add a product. A column the file does not have
            leaves that field as it is; a blank cell means blank (no ribbon, no bundle price, no pictures).
          </li>
          <li>Stock is set to the figure in the file, and the product&apos;s stock history says so.</li>
          <li>
            Images: names of pictures the shop already has, separated by &quot;|&quot;, as the export writes them.
            Pictures are not fetched from other sites: upload new ones on the product page.
          </li>
          <li>
            Prices in TT dollars (1299.00), yes or no for FreeDelivery, IsSoldOut and IsHidden, dates as 2026-03-05.
          </li>
        </ul>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
