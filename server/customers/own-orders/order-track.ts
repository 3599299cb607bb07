// The Order Track page: the four steps (docs/product.md#order-track) with the order's real progress
// (docs/product.md#order-statuses: Pending → Processed → Shipped → Enroute → Arrived, or Cancelled).
import type { OrderTrack } from '../../../shop-rules/api/account';
import { ORDER_TRACK_STEPS, type OrderStatus } from '../../../shop-rules/order-constants';
import { shopDay } from '../../../shop-rules/shop-time';
import type { StatusEntry } from './status-history';

const stepIndex = (status: string) => (ORDER_TRACK_STEPS as readonly string[]).indexOf(status);

export function orderTrack(
  order: { orderNo: number; status: OrderStatus; createdAt: Date; pmNo: number },
  history: StatusEntry[],
): OrderTrack {
  const cancelled = order.status === 'Cancelled';
  // A cancelled order keeps the steps it had reached before; otherwise the current status decides
  // (staff may have corrected a status backwards).
  const reached = cancelled ? Math.max(-1, ...history.map((h) => stepIndex(h.status))) : stepIndex(order.status);
  // The status-history row that (most recently) reached a status: its day and its comment.
  const lastEntry = (status: string) => history.filter((h) => h.status === status).at(-1);
  const lastDate = (status: string) => {
    const hit = lastEntry(status);
    return hit ? shopDay(hit.at) : null;
  };
  const lastComment = (status: string) => {
    const hit = lastEntry(status);
    const comment = hit?.comment.trim();
    return hit && comment ? { Comment: comment, CommentDate: shopDay(hit.at) } : { Comment: null, CommentDate: null };
  };
  const cancelledComment = cancelled ? lastComment('Cancelled').Comment : null;
  return {
    OrderId: order.orderNo,
    // A bank-transfer order offers the receipt upload (docs/product.md#transfer-receipts).
    PMNo: order.pmNo,
    DateAdded: shopDay(order.createdAt),
    Status: order.status,
    Cancelled: cancelled,
    CancelledDate: cancelled ? lastDate('Cancelled') : null,
    CancelledComment: cancelledComment,
    Steps: ORDER_TRACK_STEPS.map((step, i) => ({
      Step: step,
      Title: `Order ${step}`,
      Done: i <= reached,
      Current: !cancelled && i === reached,
      Date: i <= reached ? lastDate(step) : null,
      ...(i <= reached ? lastComment(step) : { Comment: null, CommentDate: null }),
    })),
  };
}
