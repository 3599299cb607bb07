// A new product (/admin/products/new) or one to edit (/admin/products/N): fields, variants, pictures
// and video in one form, saved in one go.
import { Form, Link, redirect, useRouteLoaderData } from 'react-router';
import type { PublicSettings } from '../../../shop-rules/api/settings';
import { productSchema } from '../../../shop-rules/forms/catalogue';
import { answer } from '../shared/action-answer';
import { AdminErrorBoundary } from '../shared/admin-error';
import { SaveButton, useAdminForm } from '../shared/admin-form';
import { CsrfField } from '../shared/csrf-field';
import { FormMessage } from '../shared/form-message';
import { adminMeta } from '../shared/page-title';
import { numberParam } from '../shared/params';
import { StockHistory } from '../stock/stock-history';
import type { Route } from './+types/product.route';
import { ProductFields, type ProductValues } from './product-fields';
import { ProductImages } from './product-images';
import { VariantRows } from './variant-rows';

const UPLOAD_MEGABYTES = 64;

export const meta = ({ data }: Route.MetaArgs) =>
  adminMeta(data?.product ? `Product ${data.product.productNo}` : 'New product');

const BLANK: ProductValues = {
  name: '',
  description: '',
  categoryNo: null,
  brand: '',
  shopNo: null,
  barcode: '',
  sku: '',
  salesPrice: null,
  purchasePrice: null,
  salesPrice2: null,
  salesPrice3: null,
  salesPrice5: null,
  discountPercent: '0',
  freeDelivery: false,
  freeDeliveryQuantity: 0,
  ribbonText: null,
  stock: 0,
  isSoldOut: false,
  isActive: true,
  arrivalDate: '',
  countryOfOrigin: null,
  sortOrder: 0,
  lowStockAt: null,
  videoFile: null,
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const desk = await context.shop.backoffice.desk(request, 'catalogue');
  const choices = await desk.catalogue.choices();
  if (params.productNo === undefined)
    return { choices, product: null, images: [], variants: [], saved: false, history: null };
  const productNo = numberParam(params.productNo);
  const query = new URL(request.url).searchParams;
  const [edit, history] = await Promise.all([desk.catalogue.product(productNo), desk.stock.history(productNo, query)]);
  return { choices, ...edit, saved: query.has('saved'), history };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const productNo = params.productNo === undefined ? null : numberParam(params.productNo);
  let intent = '';
  const result = await context.shop.backoffice.act(
    request,
    'catalogue',
    async (desk, form) => {
      intent = String(form.get('intent') ?? '');
      const imageNo = Number(form.get('imageNo'));
      if (productNo !== null && intent === 'remove-image') {
        await desk.catalogue.removeImage(productNo, imageNo);
        return 'The picture is removed.';
      }
      if (productNo !== null && intent === 'adjust-stock') return desk.stock.adjust(productNo, form);
      if (productNo !== null && intent === 'main-image') {
        await desk.catalogue.makeMainImage(productNo, imageNo);
        return 'The picture is now shown first.';
      }
      const saved = await desk.catalogue.saveProduct(productNo, form);
      return productNo === null
        ? redirect(`/admin/products/${saved}?saved`)
        : 'The product is saved. The shop shows it at once.';
    },
    { maxMegabytes: UPLOAD_MEGABYTES },
  );
  // The page shows a stock adjustment's answer beside its own form.
  return answer(result instanceof Response || !result.ok ? result : { ...result, intent });
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, images, variants, history } = loaderData;
  const mediaBase =
    (useRouteLoaderData('root') as { settings?: PublicSettings } | undefined)?.settings?.mediaBaseUrl ?? '/media';
  const values: ProductValues = product ?? BLANK;
  // An adjustment answers beside its own form, not above the product's.
  const adjusting = actionData?.ok
    ? actionData.intent === 'adjust-stock'
    : actionData?.values?.intent === 'adjust-stock';
  const formResult = adjusting ? undefined : (actionData ?? undefined);
  const form = useAdminForm(productSchema, formResult, 'product');
  const result =
    formResult ??
    (loaderData.saved ? { ok: true as const, msg: 'The product is saved. The shop shows it at once.' } : undefined);
  return (
    <>
      <p>
        <Link to="/admin/products">All products</Link>
        {product ? (
          <>
            {' · '}
            <a href={`/productdetails/${product.productNo}`}>See it in the shop</a>
          </>
        ) : null}
      </p>
      <h1>{product ? `${product.name} (product ${product.productNo})` : 'New product'}</h1>
      <FormMessage result={result} />
      {/* Remounted after each save, so the variant rows match what was saved. */}
      <Form
        method="post"
        encType="multipart/form-data"
        key={product ? product.updatedAt : 'new'}
        aria-label={product ? 'Edit the product' : 'Add a product'}
        {...form.formProps}
      >
        <CsrfField />
        <ProductFields
          p={values}
          choices={choices}
          result={formResult}
          error={form.error}
          hasVariants={variants.length > 0}
        />
        <VariantRows variants={variants} result={formResult} />
        <SaveButton busy={form.busy}>
          {form.busy ? 'Saving…' : product ? 'Save the product' : 'Add the product'}
        </SaveButton>
      </Form>
      {product && history ? (
        <StockHistory
          product={product}
          variants={variants}
          history={history}
          result={adjusting ? (actionData ?? undefined) : undefined}
        />
      ) : null}
      {product ? (
        <section className="admin-panel" aria-labelledby="pictures-heading">
          <h2 id="pictures-heading">Pictures</h2>
          <ProductImages images={images} mediaBase={mediaBase} productName={product.name} />
        </section>
      ) : null}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
