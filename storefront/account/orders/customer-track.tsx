// A customer picks one of their orders (newest first by default) and sees its progress.
import { useId } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { OrderHistoryRow, OrderTrack } from '../../../shop-rules/api/account';
import { Loader } from '../../components/shell/loading-overlay';
import { LoadFailed } from '../for-customer';
import { orderIdFrom } from './order-id';
import { TrackTimeline } from './track-timeline';

/** The chosen order's progress, or why it could not be read. */
export type TrackRead = { track: OrderTrack } | { failure: string };

export function CustomerTrack({
  orders,
  chosen,
  track,
}: {
  orders: OrderHistoryRow[];
  chosen: number | null;
  track: TrackRead | null;
}) {
  return (
    <section className="account-section" aria-label="Your orders">
      {chosen !== null && track ? (
        <OrderPicker orders={orders} chosen={chosen} track={track} />
      ) : (
        <p className="empty-note">You have no orders to track yet.</p>
      )}
    </section>
  );
}

function OrderPicker({ orders, chosen, track }: { orders: OrderHistoryRow[]; chosen: number; track: TrackRead }) {
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another order was picked: its progress is on the way.
  const picking = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const shown = (picking && orderIdFrom(undefined, new URLSearchParams(navigation.location.search))) || chosen;
  const id = useId();
  return (
    <>
      <div className="account-field order-picker">
        <label htmlFor={id}>Your order</label>
        <select
          id={id}
          value={shown}
          onChange={(e) => setParams({ orderId: e.target.value }, { replace: true, preventScrollReset: true })}
        >
          {orders.map((o) => (
            <option key={o.OrderId} value={o.OrderId}>
              #{o.OrderId}, {o.DateAdded}, {o.Status}
            </option>
          ))}
        </select>
      </div>
      {picking ? <Loader label="Loading the order's progress" /> : <ChosenOrderTrack track={track} />}
    </>
  );
}

function ChosenOrderTrack({ track }: { track: TrackRead }) {
  return 'track' in track ? <TrackTimeline track={track.track} /> : <LoadFailed message={track.failure} />;
}
