import { Form, Link, useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../shop-rules/api/settings';
import { mediaUrl } from '../lib/media';
import type { Route } from './+types/banner.route';
import { answer } from './action-answer';
import { AdminErrorBoundary } from './admin-error';
import { CsrfField } from './csrf-field';
import { CheckField, TextField } from './field';
import { formDefaults } from './form-defaults';
import { FormMessage, fieldError } from './form-message';
import { adminMeta } from './page-title';
import { numberParam } from './params';
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
      >
        <CsrfField />
        <TextField
          label="Title"
          name="title"
          required
          maxLength={100}
          defaultValue={d.text('title', banner.title)}
          error={fieldError(actionData, 'title')}
        />
        <CheckField label="Shown in the slider" name="active" defaultChecked={d.checked('active', banner.active)} />
        <TextField
          label="Position"
          name="sortOrder"
          inputMode="numeric"
          defaultValue={d.text('sortOrder', banner.sortOrder)}
          error={fieldError(actionData, 'sortOrder')}
        />
        <TextField
          label="New picture"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="Cropped to 1265 × 310 pixels."
          error={fieldError(actionData, 'image')}
        />
        <ProductSetField products={products} result={actionData ?? undefined} />
        <button type="submit" className="admin-button">
          Save the banner
        </button>
      </Form>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
