import { Form, Link, useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../../shop-rules/api/settings';
import { bannerSchema } from '../../../shop-rules/forms/catalogue';
import { mediaUrl } from '../../lib/media';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { CheckField, TextField } from '../shared/field';
import { formDefaults } from '../shared/form-defaults';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import type { Route } from './+types/banner.route';
import { ProductSetField } from './product-set-field';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Banner ${params.bannerNo}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  return desk.catalogue.banner(numberParam(params.bannerNo));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const bannerNo = numberParam(params.bannerNo);
  return answer(
    await context.shop.backoffice.act(request, 'catalogue', (desk, form) => desk.catalogue.saveBanner(bannerNo, form), {
      maxMegabytes: 12,
    }),
  );
}

export default function AdminBanner({ loaderData: { banner, products }, actionData }: Route.ComponentProps) {
  const mediaBase =
    (useRouteLoaderData('root') as { settings?: PublicSettings } | undefined)?.settings?.mediaBaseUrl ?? '/media';
  const d = formDefaults(actionData);
  const form = useAdminForm(bannerSchema, actionData);
  return (
    <>
      <p>
        <Link to="/admin/banners">All banners</Link>
      </p>
      <h1>Banner {banner.bannerNo}</h1>
      <FormMessage result={actionData} />
      {banner.imagePath ? (
        <img
          src={mediaUrl(mediaBase, banner.imagePath)}
          alt={`Banner ${banner.bannerNo} as the shop shows it`}
          width={1265}
          height={310}
        />
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-panel"
        key={banner.imagePath}
        aria-label={`Banner ${banner.bannerNo}`}
        {...form.formProps}
      >
        <CsrfField />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={100}
          defaultValue={d.text('title', banner.title)}
          error={form.error('title')}
        />
        <CheckField label="Shown in the slider" name="active" defaultChecked={d.checked('active', banner.active)} />
        <TextField
          label="Position"
          name="sortOrder"
          inputMode="numeric"
          defaultValue={d.text('sortOrder', banner.sortOrder)}
          error={form.error('sortOrder')}
        />
        <TextField
          label="New picture"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="Cropped to 1265 × 310 pixels."
          error={form.error('image')}
        />
        <ProductSetField products={products} result={actionData ?? undefined} />
        <SaveButton busy={form.busy}>Save the banner</SaveButton>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
