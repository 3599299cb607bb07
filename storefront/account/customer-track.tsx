// A customer picks one of their orders (newest first by default) and sees its progress.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderHistoryRow, OrderTrack } from '../../shop-rules/api/account';
import { LoadedView } from './loaded-view';
import { orderIdFrom } from './order-id';
import { TrackTimeline } from './track-timeline';
import { useAccountData } from './use-account-data';

export function CustomerTrack() {
  const { state, reload } = useAccountData<OrderHistoryRow[]>('/api/customer/orders');
  return (
    <section className="account-section" aria-label="Your orders">
      <LoadedView state={state} reload={reload} label="Loading your orders">
        {(orders) => (orders.length ? <OrderPicker orders={orders} /> : <p className="empty-note">You have no orders to track yet.</p>)}
      </LoadedView>
    </section>
  );
}

function OrderPicker({ orders }: { orders: OrderHistoryRow[] }) {
  const [params, setParams] = useSearchParams();
  const asked = orderIdFrom(undefined, params);
  const chosen = orders.find((o) => o.OrderId === asked)?.OrderId ?? orders[0]!.OrderId;
  const id = useId();
  return (
    <>
      <div className="account-field order-picker">
        <label htmlFor={id}>Your order</label>
        <select id={id} value={chosen} onChange={(e) => setParams({ orderId: e.target.value }, { replace: true, preventScrollReset: true })}>
          {orders.map((o) => (
            <option key={o.OrderId} value={o.OrderId}>
              #{o.OrderId}, {o.DateAdded}, {o.Status}
            </option>
          ))}
        </select>
      </div>
      <ChosenOrderTrack orderId={chosen} />
    </>
  );
}

function ChosenOrderTrack({ orderId }: { orderId: number }) {
  const { state, reload } = useAccountData<OrderTrack>(`/api/customer/orders/${orderId}/track`);
  return (
    <LoadedView state={state} reload={reload} label="Loading the order's progress">
      {(track) => <TrackTimeline track={track} />}
    </LoadedView>
  );
}
