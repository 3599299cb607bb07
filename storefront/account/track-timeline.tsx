// The four steps of docs/product.md#order-track as a vertical list with the order's real progress: done, current,
// still to come, or stopped by a cancellation.
import type { OrderTrack, TrackStep } from '../../shop-rules/api/account';
import { Circle, CircleCheck, CircleDot, CircleX } from '../components/more-icons';

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

/** The staff's comment on a status change, as the customer reads it. */
function StepComment({ comment, date }: { comment: string; date: string | null }) {
  return (
    <p className="track-step__comment">
      Note from the shop{date ? ` (${date})` : ''}: {comment}
    </p>
  );
}
