import { Form, Link } from 'react-router';
import type { Route } from './+types/categories.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { SelectField, TextField } from './field';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { TableScroll } from './table-scroll';

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
      <section className="admin-panel" aria-labelledby="add-heading">
        <h2 id="add-heading">Add a category</h2>
        <Form method="post" aria-labelledby="add-heading">
          <CsrfField />
          <input type="hidden" name="intent" value="add" />
          <div className="admin-filters">
            <TextField label="Name" name="name" required maxLength={80} error={fieldError(actionData, 'name')} />
            <SelectField label="Under" name="parentNo" defaultValue="" error={fieldError(actionData, 'parentNo')}>
              <option value="">Top level</option>
              {parents.map((p) => (
                <option key={p.no} value={p.no}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            <TextField label="Position" name="sortOrder" inputMode="numeric" defaultValue="0" />
          </div>
          <button type="submit" className="admin-button">
            Add
          </button>
        </Form>
      </section>
      <TableScroll label="Category tree">
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
                  <Form method="post" className="admin-actions">
                    <CsrfField />
                    <input type="hidden" name="categoryNo" value={r.categoryNo} />
                    <Link to={`/admin/categories/${r.categoryNo}`} aria-label={`Change ${r.name}`}>
                      Change
                    </Link>
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className="admin-button admin-button--quiet"
                      aria-label={`Remove ${r.name}`}
                    >
                      Remove
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
