import { Form, Link, redirect } from 'react-router';
import { designSectionSchema } from '../../../shop-rules/forms/catalogue';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { SelectField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/design-section.route';
import { ProductSetField } from './product-set-field';

export const meta = ({ data }: Route.MetaArgs) =>
  adminMeta(data?.section ? `Section ${data.section.sectionName}` : 'New section');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  const { categories } = await desk.catalogue.choices();
  if (params.sectionNo === undefined) return { section: null, products: [], categories };
  return { ...(await desk.catalogue.section(numberParam(params.sectionNo))), categories };
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

export default function AdminDesignSection({
  loaderData: { section, products, categories },
  actionData,
}: Route.ComponentProps) {
  const d = formDefaults(actionData);
  const form = useAdminForm(designSectionSchema, actionData);
  return (
    <>
      <p>
        <Link to="/admin/design">All sections</Link>
      </p>
      <h1>{section ? section.sectionName : 'New section'}</h1>
      <FormMessage result={actionData} />
      <Form method="post" className="admin-panel" aria-label="Section" {...form.formProps}>
        <CsrfField />
        <TextField
          label="Section name"
          name="sectionName"
          required
          maxLength={80}
          hint="The heading shoppers see above the products, for example Divali Deals."
          defaultValue={d.text('sectionName', section?.sectionName)}
          error={form.error('sectionName')}
        />
        <SelectField
          label="Category"
          name="categoryNo"
          hint="The section shows on this category's page and on the pages of the categories inside it."
          defaultValue={d.text('categoryNo', section?.categoryNo ?? '')}
          error={form.error('categoryNo')}
        >
          <option value="">Every category page</option>
          {categories.map((c) => (
            <option key={c.categoryNo} value={c.categoryNo}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Group"
          name="pageNo"
          hint="A category page shows the first group's sections, then the second group's."
          defaultValue={d.text('pageNo', section?.pageNo ?? 2)}
          error={form.error('pageNo')}
        >
          <option value="2">First group</option>
          <option value="3">Second group</option>
        </SelectField>
        <TextField
          label="Position"
          name="sortOrder"
          inputMode="numeric"
          hint="Lower numbers come first within the group, for example 1, 2, 3."
          defaultValue={d.text('sortOrder', section?.sortOrder ?? 0)}
          error={form.error('sortOrder')}
        />
        <ProductSetField products={products} result={actionData ?? undefined} />
        <div className="admin-actions">
          <SaveButton busy={form.busy}>Save the section</SaveButton>
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
