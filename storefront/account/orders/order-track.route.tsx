// /ordertrack: a customer follows their own orders; anyone can look an order up by number and mobile.
import type { OrderHistoryRow, OrderTrack } from '../../../shop-rules/api/account';
import { trackLookupSchema } from '../../../shop-rules/forms/account';
import { apiGet, apiPost } from '../../lib/api';
import { keepAfterSending, sentJson } from '../../lib/page-forms';
import { ACCOUNT_CRUMB, AccountLayout } from '../account-layout';
import { accountMeta } from '../account-meta';
import { failureText, isSessionRefused } from '../api-failure';
import { type CustomerLoad, loadForCustomer } from '../customer-data';
import { schemaErrors } from '../field-errors';
import { ForCustomer } from '../for-customer';
import { useCustomer } from '../session/customer-session';
import type { Route } from './+types/order-track.route';
import { CustomerTrack, type TrackRead } from './customer-track';
import { type GuestTrackAnswer, GuestTrackForm, type TrackLookup } from './guest-track-form';
import { orderIdFrom } from './order-id';
import '../account.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

const TITLE = 'Order Track';
const TRAIL = [ACCOUNT_CRUMB, { label: 'Order Track' }];

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(TITLE, matches);
}

async function readTrack(orderId: number): Promise<TrackRead> {
  try {
    return { track: await apiGet<OrderTrack>(`/api/customer/orders/${orderId}/track`) };
  } catch (err) {
    if (isSessionRefused(err)) throw err;
    return { failure: failureText(err) };
  }
}

/**
 * The server cannot know who is signed in (the token is in the browser): it draws the look-up form,
 * which works for anyone, and the browser keeps that form as it hydrates. A signed-in customer's
 * orders are then read by the clientLoader (ForCustomer reads the page again for them).
 */
export function loader(): CustomerLoad<never> {
  return { customerNo: null };
}

/** A customer's orders and the progress of the one asked for in the address, else of the newest. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = orderIdFrom(undefined, new URL(request.url).searchParams);
  return loadForCustomer(async () => {
    const orders = await apiGet<OrderHistoryRow[]>('/api/customer/orders');
    const chosen = orders.find((o) => o.OrderId === asked) ?? orders[0];
    return { orders, chosen: chosen?.OrderId ?? null, track: chosen ? await readTrack(chosen.OrderId) : null };
  });
}

/** A guest's look-up: an order by its number and the mobile it was placed with. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<GuestTrackAnswer> {
  const { OrderId, Mobile } = await sentJson<TrackLookup>(request);
  // The schema the API checks too (shop-rules/forms/account.ts), its fields as the API names them.
  const found = schemaErrors<'OrderId' | 'Mobile'>(trackLookupSchema, { OrderId, Mobile });
  const errors = {
    ...(found.OrderId ? { orderId: found.OrderId } : {}),
    ...(found.Mobile ? { mobile: found.Mobile } : {}),
  };
  if (errors.orderId || errors.mobile) return { errors };
  try {
    return {
      track: await apiPost<OrderTrack>('/api/shop/TrackOrder', { OrderId: OrderId.trim(), Mobile: Mobile.trim() }),
    };
  } catch (err) {
    return { alert: failureText(err) };
  }
}

export const shouldRevalidate = keepAfterSending;

export default function OrderTrackPage({ loaderData }: Route.ComponentProps) {
  const { customer } = useCustomer();
  return (
    <AccountLayout title={TITLE} trail={TRAIL}>
      <ForCustomer load={loaderData} label="Loading your orders" guest={null}>
        {(read) => <CustomerTrack {...read} />}
      </ForCustomer>
      <GuestTrackForm title={customer ? 'Track another order' : 'Track your order'} />
    </AccountLayout>
  );
}
