import type { CardPayment } from './card-form';
import { responseDate } from './clock';
import { computeFees } from './fees';
import { wipayHash } from './hash';
import { centsToAmount } from './money';
import { maskCard, type Outcome, outcomeMessage } from './outcomes';
import type { PendingPayment } from './store';

function customerName(pending: PendingPayment, card?: CardPayment): string | undefined {
  const { payer } = pending.request;
  const fromNames = [payer.fname, payer.lname].filter(Boolean).join(' ');
  return payer.name ?? (fromNames || card?.nameOnCard);
}

function customerAddress(pending: PendingPayment, card?: CardPayment): string | undefined {
  const source = card?.address ?? pending.request.payer;
  const parts = [source.addr1, source.addr2, source.city, source.state, source.zipcode, source.country];
  const address = parts.filter(Boolean).join(', ');
  return address || undefined;
}

/**
 * The documented response parameters sent back to response_url. The hash is present only
 * on success and is computed over the ORIGINAL total as sent in the request.
 */
export function returnParameters(
  pending: PendingPayment,
  outcome: Outcome,
  at: Date,
  apiKey: string,
  card?: CardPayment,
): Record<string, string | undefined> {
  const { request, transactionId } = pending;
  const { finalCents } = computeFees(request.totalCents, request.currency, request.feeStructure);
  return {
    status: outcome.status,
    order_id: request.orderId,
    transaction_id: transactionId,
    total: centsToAmount(finalCents),
    currency: request.currency,
    message: outcomeMessage(outcome),
    date: responseDate(at),
    card: card ? maskCard(card.cardNumber) : undefined,
    hash: outcome.status === 'success' ? wipayHash(transactionId, request.total, apiKey) : undefined,
    customer_name: customerName(pending, card),
    customer_email: request.payer.email,
    customer_phone: request.payer.phone,
    customer_address: customerAddress(pending, card),
    data: request.data,
  };
}
