// The card fee from the WiPay fee setting, shown before the shopper chooses card (decision 0020):
// the rule, and what it comes to on this order. One rule for browser, server and the simulator.
import { type CardFeeStructure, cardFee, cardFeeRule } from '../../../shop-rules/card-fee';
import { CARD_CHARGED_LABEL, CARD_FEE_LABEL } from '../../../shop-rules/messages/payments';
import { type Cents, formatTT } from '../../../shop-rules/money';

export function CardFeeNote({ id, total, structure }: { id?: string; total: Cents; structure: CardFeeStructure }) {
  const fee = cardFee(total, structure);
  return (
    <span className="card-fee-note" id={id}>
      Card fee: {cardFeeRule(structure)}
      {fee.customerFeeCents > 0
        ? ` (${formatTT(fee.customerFeeCents)} on this order, charged ${formatTT(fee.chargedCents)})`
        : ''}
      .
    </span>
  );
}

/** The Your Order rows when paying by card: the fee and the amount the card will be charged. */
export function CardChargeRows({ total, structure }: { total: Cents; structure: CardFeeStructure }) {
  const fee = cardFee(total, structure);
  return (
    <>
      <div>
        <dt>{CARD_FEE_LABEL}</dt>
        <dd>{formatTT(fee.customerFeeCents)}</dd>
      </div>
      <div className="order-summary__card">
        <dt>{CARD_CHARGED_LABEL}</dt>
        <dd>{formatTT(fee.chargedCents)}</dd>
      </div>
    </>
  );
}
