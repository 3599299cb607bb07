// /admin/categories/{no}: rename a category, move it under another one, or change its place in the list.
// One form per page: a list with a parent choice in every row grows with the square of the tree.
import { Form, Link } from 'react-router';
import { categorySchema } from '../../../shop-rules/forms/catalogue';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/category.route';

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data ? `Category ${data.category.name}` : 'Category');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const no = numberParam(params.categoryNo);
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  const rows = await desk.catalogue.categories();
  const category = rows.find((r) => r.categoryNo === no);
  if (!category) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
  // Not under itself, nor under anything below it: the server refuses a loop too.
  const below = new Set([no]);
  for (const r of rows) if (r.parentNo !== null && below.has(r.parentNo)) below.add(r.categoryNo);
  const parents = rows
    .filter((r) => !below.has(r.categoryNo))
    .map((r) => ({ no: r.categoryNo, label: `${'— '.repeat(r.depth)}${r.name}` }));
  return { category, parents };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const no = numberParam(params.categoryNo);
  return answer(
    await context.shop.backoffice.act(request, 'catalogue', (desk, form) => desk.catalogue.updateCategory(no, form)),
  );
}

export default function AdminCategory({ loaderData: { category, parents }, actionData }: Route.ComponentProps) {
  const d = formDefaults(actionData);
  const form = useAdminForm(categorySchema, actionData);
  const err = form.error;
  return (
    <>
      <p>
        <Link to="/admin/categories">All categories</Link>
      </p>
      <h1>{category.name}</h1>
      <p>
        Category no. {category.categoryNo}, {category.products} {category.products === 1 ? 'product' : 'products'}.
      </p>
      <FormMessage result={actionData} />
      <Form method="post" className="admin-panel" aria-label={`Change ${category.name}`} {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="update" />
        <div className="admin-filters">
          <TextField
            label="Name"
            name="name"
            required
            maxLength={80}
            defaultValue={d.text('name', category.name)}
            error={err('name')}
          />
          <SelectField
            label="Under"
            name="parentNo"
            defaultValue={d.text('parentNo', category.parentNo)}
            error={err('parentNo')}
          >
            <option value="">Top level</option>
            {parents.map((p) => (
              <option key={p.no} value={p.no}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Position"
            name="sortOrder"
            inputMode="numeric"
            defaultValue={d.text('sortOrder', category.sortOrder)}
            error={err('sortOrder')}
          />
        </div>
        <SaveButton busy={form.busy}>Save</SaveButton>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
