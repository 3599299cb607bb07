// The four steps of docs/product.md#order-track as a vertical list with the order's real progress: done, current,
// still to come, or stopped by a cancellation.
import type { OrderTrack, TrackStep } from '../../../shop-rules/api/account';
import { MAX_ATTEMPTS, OUT_FOR_DELIVERY_TODAY } from '../../../shop-rules/delivery/attempts';
import { dayInWords } from '../../../shop-rules/delivery/delivery-days';
import { Circle, CircleCheck, CircleDot, CircleX } from '../../components/shell/more-icons';

type StepState = 'done' | 'current' | 'pending' | 'cancelled';

function stateOf(step: TrackStep, cancelled: boolean): StepState {
  if (step.Current) return 'current';
  if (step.Done) return 'done';
  return cancelled ? 'cancelled' : 'pending';
}

const ICONS = { done: CircleCheck, current: CircleDot, pending: Circle, cancelled: CircleX };

function stateText(state: StepState, date: string | null): string {
  const on = date ? ` on ${date}` : '';
  switch (state) {
    case 'current':
      return `Reached${on}, the latest step`;
    case 'done':
      return `Done${on}`;
    case 'cancelled':
      return 'Will not happen: the order was cancelled';
    default:
      return 'Not yet';
  }
}

export function TrackTimeline({ track }: { track: OrderTrack }) {
  const headingId = `track-${track.OrderId}`;
  const started = track.Steps.some((s) => s.Done);
  return (
    <section className="track" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Order #{track.OrderId}
      </h2>
      <p>
        Placed on {track.DateAdded}. Status: <strong>{track.Status}</strong>.
      </p>
      {track.Cancelled ? (
        <>
          <p className="track-cancelled">
            <CircleX aria-hidden="true" size={20} /> This order was cancelled
            {track.CancelledDate ? ` on ${track.CancelledDate}` : ''}.
          </p>
          {track.CancelledComment ? <StepComment comment={track.CancelledComment} date={track.CancelledDate} /> : null}
        </>
      ) : !started ? (
        <p className="muted">We have your order and will start processing it soon.</p>
      ) : null}
      <TrackRoad track={track} />
      <ol className="track-steps">
        {track.Steps.map((step) => {
          const state = stateOf(step, track.Cancelled);
          const Icon = ICONS[state];
          return (
            <li
              key={step.Step}
              className={`track-step track-step--${state}`}
              aria-current={step.Current ? 'step' : undefined}
            >
              <Icon className="track-step__icon" aria-hidden="true" size={28} />
              <span className="track-step__title">{step.Title}</span>
              <span className="track-step__state">{stateText(state, step.Date)}</span>
              {step.Comment ? <StepComment comment={step.Comment} date={step.CommentDate} /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The delivery day, out for delivery today, and the attempts that failed, with their reasons (decision 0081). */
function TrackRoad({ track }: { track: OrderTrack }) {
  const attempts = track.FailedAttempts ?? [];
  const open = !track.Cancelled && track.Status !== 'Arrived';
  return (
    <>
      {track.OutForDeliveryToday && open ? (
        <p className="track-out-today">
          <strong>{OUT_FOR_DELIVERY_TODAY}</strong>
        </p>
      ) : null}
      {track.DeliveryDay && open && !track.OutForDeliveryToday && !track.ReturningToShop ? (
        <p>Delivery day: {dayInWords(track.DeliveryDay)}</p>
      ) : null}
      {attempts.length > 0 ? (
        <div className="track-attempts">
          <h3>Delivery attempts</h3>
          <ul>
            {attempts.map((a) => (
              <li key={a.Number}>
                Attempt {a.Number} of {MAX_ATTEMPTS}, {a.Date}: {a.Reason}
              </li>
            ))}
          </ul>
          {track.ReturningToShop ? (
            <p>After {MAX_ATTEMPTS} attempts your order is coming back to our shop. Please call us.</p>
          ) : open ? (
            <p>We will try again. To choose a new day, reply to our mail, call or WhatsApp us.</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The staff's comment on a status change, as the customer reads it. */
function StepComment({ comment, date }: { comment: string; date: string | null }) {
  return (
    <p className="track-step__comment">
      Note from the shop{date ? ` (${date})` : ''}: {comment}
    </p>
  );
}
