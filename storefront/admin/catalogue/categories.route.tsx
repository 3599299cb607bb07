import { Form, Link } from 'react-router';
import { categorySchema } from '../../../shop-rules/forms/catalogue';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { ButtonForm, SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { TableScroll } from '../shared/table-scroll';
import type { Route } from './+types/categories.route';

export const meta = () => adminMeta('Categories');

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return { rows: await desk.catalogue.categories() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answer(
    await context.shop.backoffice.act(request, 'catalogue', (desk, form) => {
      const no = Number(form.get('categoryNo'));
      switch (form.get('intent')) {
        case 'add':
          return desk.catalogue.addCategory(form);
        case 'remove':
          return desk.catalogue.removeCategory(no);
        default:
          return desk.catalogue.updateCategory(no, form);
      }
    }),
  );
}

export default function AdminCategories({ loaderData: { rows }, actionData }: Route.ComponentProps) {
  const parents = rows.map((r) => ({ no: r.categoryNo, label: `${'— '.repeat(r.depth)}${r.name}` }));
  const names = new Map(rows.map((r) => [r.categoryNo, r.name]));
  return (
    <>
      <h1>Categories</h1>
      <FormMessage result={actionData} />
      <AddCategory parents={parents} actionData={actionData} />
      <TableScroll label="Category tree" cards>
        <table className="admin-table">
          <caption>The category tree</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Under</th>
              <th scope="col" className="num">
                Position
              </th>
              <th scope="col" className="num">
                Products
              </th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.categoryNo}>
                <th scope="row" className={`admin-indent-${Math.min(r.depth, 3)}`}>
                  {r.name} <span className="admin-hint">(no. {r.categoryNo})</span>
                </th>
                <td>{r.parentNo === null ? 'Top level' : (names.get(r.parentNo) ?? '')}</td>
                <td className="num">{r.sortOrder}</td>
                <td className="num">{r.products}</td>
                <td>
                  <ButtonForm
                    id={`category-${r.categoryNo}`}
                    className="admin-actions"
                    fields={{ categoryNo: r.categoryNo }}
                  >
                    {(busy) => (
                      <>
                        <Link to={`/admin/categories/${r.categoryNo}`} aria-label={`Change ${r.name}`}>
                          Change
                        </Link>
                        <SaveButton
                          name="intent"
                          value="remove"
                          busy={busy}
                          className="admin-button admin-button--quiet"
                          aria-label={`Remove ${r.name}`}
                        >
                          Remove
                        </SaveButton>
                      </>
                    )}
                  </ButtonForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** A new category, checked in the browser as on the server (shop-rules/forms/catalogue.ts). */
function AddCategory({
  parents,
  actionData,
}: {
  parents: { no: number; label: string }[];
  actionData: Route.ComponentProps['actionData'];
}) {
  const form = useAdminForm(categorySchema, actionData, 'add-category');
  return (
    <section className="admin-panel" aria-labelledby="add-heading">
      <h2 id="add-heading">Add a category</h2>
      <Form method="post" aria-labelledby="add-heading" {...form.formProps}>
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <div className="admin-filters">
          <TextField label="Name" name="name" required maxLength={80} error={form.error('name')} />
          <SelectField label="Under" name="parentNo" defaultValue="" error={form.error('parentNo')}>
            <option value="">Top level</option>
            {parents.map((p) => (
              <option key={p.no} value={p.no}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <TextField label="Position" name="sortOrder" inputMode="numeric" defaultValue="0" />
        </div>
        <SaveButton busy={form.busy}>Add</SaveButton>
      </Form>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
