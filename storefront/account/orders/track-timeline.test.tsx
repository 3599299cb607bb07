import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderTrack } from '../../../shop-rules/api/account';
import { TrackTimeline } from './track-timeline';

const steps = (reached: number, current: boolean) =>
  (['Processed', 'Shipped', 'Enroute', 'Arrived'] as const).map((step, i) => ({
    Step: step,
    Title: `Order ${step}`,
    Done: i <= reached,
    Current: current && i === reached,
    Date: i <= reached ? `2026-11-2${i}` : null,
    Comment: null as string | null,
    CommentDate: null as string | null,
  }));

const track = (over: Partial<OrderTrack>): OrderTrack => ({
  OrderId: 7,
  PMNo: 3,
  DateAdded: '2026-11-19',
  Status: 'Shipped',
  Cancelled: false,
  CancelledDate: null,
  CancelledComment: null,
  Steps: steps(1, true),
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the order track timeline', () => {
  it('shows done steps with their dates, the current one marked, the rest still to come', () => {
    const html = renderToStaticMarkup(<TrackTimeline track={track({})} />);
    expect(text(html)).toContain('Order Processed Done on 2026-11-20');
    expect(text(html)).toContain('Order Shipped Reached on 2026-11-21, the latest step');
    expect(text(html)).toContain('Order Enroute Not yet');
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
  });

  it('says clearly that a cancelled order stops where it was', () => {
    const html = renderToStaticMarkup(
      <TrackTimeline
        track={track({ Status: 'Cancelled', Cancelled: true, CancelledDate: '2026-11-22', Steps: steps(0, false) })}
      />,
    );
    expect(text(html)).toContain('This order was cancelled on 2026-11-22.');
    expect(text(html)).toContain('Order Processed Done on 2026-11-20');
    expect(text(html)).toContain('Order Arrived Will not happen: the order was cancelled');
    expect(html).not.toContain('aria-current');
  });

  it("shows the shop's comment under the step it came with, and on a cancellation", () => {
    const withComment = steps(1, true).map((s, i) =>
      i === 0 ? { ...s, Comment: 'Packed in two boxes', CommentDate: '2026-11-20' } : s,
    );
    const html = renderToStaticMarkup(<TrackTimeline track={track({ Steps: withComment })} />);
    expect(text(html)).toContain(
      'Order Processed Done on 2026-11-20 Note from the shop (2026-11-20): Packed in two boxes',
    );
    expect(html.match(/track-step__comment/g)).toHaveLength(1);
    const cancelled = renderToStaticMarkup(
      <TrackTimeline
        track={track({
          Status: 'Cancelled',
          Cancelled: true,
          CancelledDate: '2026-11-22',
          CancelledComment: 'Out of stock',
          Steps: steps(0, false),
        })}
      />,
    );
    expect(text(cancelled)).toContain(
      'This order was cancelled on 2026-11-22. Note from the shop (2026-11-22): Out of stock',
    );
  });
});
