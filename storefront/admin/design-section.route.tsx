import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/design-section.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { SelectField, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { numberParam } from './params';
import { ProductSetField } from './product-set-field';

export const meta = ({ data }: Route.MetaArgs) =>
  adminMeta(data?.section ? `Section ${data.section.sectionName}` : 'New section');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  if (params.sectionNo === undefined) return { section: null, products: [] };
  return desk.catalogue.section(numberParam(params.sectionNo));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const sectionNo = params.sectionNo === undefined ? null : numberParam(params.sectionNo);
  return answer(
    await context.shop.backoffice.act(request, 'catalogue', async (desk, form) => {
      if (sectionNo !== null && form.get('intent') === 'remove') {
        await desk.catalogue.removeSection(sectionNo);
        return redirect('/admin/design');
      }
      const saved = await desk.catalogue.saveSection(sectionNo, form);
      return sectionNo === null ? redirect(`/admin/design/${saved}`) : 'The section is saved.';
    }),
  );
}

export default function AdminDesignSection({ loaderData: { section, products }, actionData }: Route.ComponentProps) {
  const d = formDefaults(actionData);
  return (
    <>
      <p>
        <Link to="/admin/design">All sections</Link>
      </p>
      <h1>{section ? section.sectionName : 'New section'}</h1>
      <FormMessage result={actionData} />
      <Form method="post" className="admin-panel" aria-label="Section">
        <CsrfField />
        <SelectField
          label="Design page"
          name="pageNo"
          defaultValue={d.text('pageNo', section?.pageNo ?? 2)}
          error={fieldError(actionData, 'pageNo')}
        >
          <option value="2">Page 2</option>
          <option value="3">Page 3</option>
        </SelectField>
        <TextField
          label="Section name"
          name="sectionName"
          required
          maxLength={80}
          defaultValue={d.text('sectionName', section?.sectionName)}
          error={fieldError(actionData, 'sectionName')}
        />
        <TextField
          label="Sort order"
          name="sortOrder"
          inputMode="numeric"
          defaultValue={d.text('sortOrder', section?.sortOrder ?? 0)}
          error={fieldError(actionData, 'sortOrder')}
        />
        <ProductSetField products={products} result={actionData ?? undefined} />
        <div className="admin-actions">
          <button type="submit" className="admin-button">
            Save the section
          </button>
          {section ? (
            <button
              type="submit"
              name="intent"
              value="remove"
              className="admin-button admin-button--danger"
              formNoValidate
            >
              Remove the section
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
