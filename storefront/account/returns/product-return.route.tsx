// /productreturn?orderId=N&product=ProductNo[&sku=ProductSKUNo]: the return form, filled in from the
// customer's profile and the chosen order as far as they go. /productreturn?list: My Returns.
import { useLocation } from 'react-router';
import type { CustomerReturn, OrderDetail, Profile, ReturnSaved } from '../../../shop-rules/api/account';
import { returnRequestSchema } from '../../../shop-rules/forms/account';
import { apiGet, apiPost } from '../../lib/api';
import { keepAfterSending, sentJson } from '../../lib/page-forms';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { loadForCustomer, sendFailure, storedCustomerNo } from '../customer-data';
import { firstInvalid, refusedFields, schemaErrors } from '../field-errors';
import { AccountLoading, ForCustomer } from '../for-customer';
import { orderIdFrom, wholeNumber } from '../orders/order-id';
import { orderDetailPath } from '../orders/order-status';
import type { Route } from './+types/product-return.route';
import { MY_RETURNS_TITLE, MyReturns, MyReturnsPage } from './my-returns';
import { RETURN_FIELD_ORDER, type ReturnField, type ReturnFields } from './return-checks';
import { type ReturnAnswer, ReturnForm } from './return-form';
import { chosenLine, prefillReturn } from './return-prefill';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const TITLE = 'Product Returns';
const TRAIL = [ACCOUNT_CRUMB, { label: 'Product Returns' }];

const isList = (search: string) => new URLSearchParams(search).has('list');

export function meta({ matches, location }: Route.MetaArgs) {
  return accountMeta(isList(location.search) ? MY_RETURNS_TITLE : TITLE, matches);
}

interface ReturnTarget {
  orderId: number | null;
  productNo: number | null;
  skuNo: number | null;
}

/** The form's order and product from the address, all optional. */
function returnTarget(query: URLSearchParams): ReturnTarget {
  return {
    orderId: orderIdFrom(undefined, query),
    productNo: wholeNumber(query.get('product')),
    skuNo: wholeNumber(query.get('sku')),
  };
}

async function readProfileAndOrder(orderId: number | null) {
  const [profile, order] = await Promise.all([
    apiGet<Profile>('/api/customer/profile'),
    // An order that cannot be read leaves its fields for the customer to fill in.
    orderId === null ? null : apiGet<OrderDetail>(`/api/customer/orders/${orderId}`).catch(() => null),
  ]);
  return { profile, order };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (query.has('list')) {
    return {
      page: 'list',
      load: await loadForCustomer(() => apiGet<CustomerReturn[]>('/api/customer/returns')),
    } as const;
  }
  const target = returnTarget(query);
  return { page: 'form', target, load: await loadForCustomer(() => readProfileAndOrder(target.orderId)) } as const;
}

/**
 * Checks every field with its own message (the schema the API checks too, shop-rules/forms/account.ts),
 * then sends the request; the answer carries the RMA number.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ReturnAnswer> {
  const form = await sentJson<ReturnFields>(request);
  const errors = schemaErrors<ReturnField>(returnRequestSchema, form);
  if (firstInvalid(RETURN_FIELD_ORDER, errors)) return { errors };
  try {
    // A guest's request goes with the order's mobile instead of a session (docs/decisions/0032).
    const address = storedCustomerNo() === null ? '/api/shop/ReturnRequest' : '/api/customer/returns';
    const saved = await apiPost<ReturnSaved>(address, {
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email.trim(),
      telephone: form.telephone.trim(),
      order_id: form.order_id.trim(),
      date_ordered: form.date_ordered.trim(),
      product: form.product.trim(),
      model: form.model.trim(),
      quantity: form.quantity.trim(),
      return_reason_id: form.return_reason_id,
      opened: form.opened,
      comment: form.details.trim(),
      agree: 1,
    });
    return { saved };
  } catch (err) {
    const refused = refusedFields<ReturnField>(err);
    return refused ? { errors: refused } : sendFailure(err);
  }
}

export const shouldRevalidate = keepAfterSending;

export function HydrateFallback() {
  const { search } = useLocation();
  if (isList(search)) {
    return (
      <MyReturnsPage>
        <AccountLoading />
      </MyReturnsPage>
    );
  }
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <AccountLoading />
    </AccountLayout>
  );
}

export default function ProductReturnPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'list') return <MyReturns load={loaderData.load} />;
  const { orderId, productNo, skuNo } = loaderData.target;
  const back = orderId === null ? '/orderhistory' : orderDetailPath(orderId);
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <ForCustomer load={loaderData.load} label="Loading your details" guest={<GuestReturn orderId={orderId} />}>
        {({ profile, order }) => (
          <ReturnForm
            key={`${orderId}-${productNo}-${skuNo}`}
            initial={prefillReturn(profile, orderId, order, chosenLine(order, productNo, skuNo))}
            order={order}
            back={back}
          />
        )}
      </ForCustomer>
    </AccountLayout>
  );
}

/** A guest asks with the order number and the mobile it was placed with, as on the Order Track page. */
function GuestReturn({ orderId }: { orderId: number | null }) {
  const empty = prefillReturn(
    { FirstName: '', LastName: '', Email: '', Telephone: '', Mobile: '' } as Profile,
    orderId,
    null,
    null,
  );
  return (
    <>
      <p className="field-hint guest-return__note">
        Not logged in? Give your order number and the mobile number the order was placed with.
      </p>
      <ReturnForm initial={empty} order={null} back="/ordertrack" guest />
    </>
  );
}
