// WipayReceive's failed answers: the spec's text, and the reason in plain words for the shopper.
import type { WipayReceiveAnswer } from '../../shop-rules/api/orders';
import { CARD_RETURN_REASONS, type CardReturnReason } from '../../shop-rules/card-payment';
import { PAYMENT_ORDER_FAILED } from '../../shop-rules/messages/forms';
import { PAID_AFTER_CANCELLATION } from '../../shop-rules/messages/payments';

export type ReceiveAnswer = WipayReceiveAnswer;

export const failedAnswer = (reason: CardReturnReason, extra: object = {}): ReceiveAnswer => ({
  status: 'failed',
  // A payment for a cancelled order keeps the message it always had.
  msg: reason === 'cancelledOrder' ? PAID_AFTER_CANCELLATION : PAYMENT_ORDER_FAILED,
  reason: CARD_RETURN_REASONS[reason],
  ...extra,
});
