// The payment methods (docs/product.md#payment-methods) with the text each shows when chosen.
import { useId } from 'react';
import {
  PAYMENT_METHOD_BANK_TRANSFER,
  PAYMENT_METHOD_CARD,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  PAYMENT_METHODS,
  type PaymentMethodNo,
} from '../../../shop-rules';
import { BANK_REFERENCE_AT_CHECKOUT } from '../../../shop-rules/messages/orders';
import type { Cents } from '../../../shop-rules/money';
import { RECEIPT_MESSAGE, whatsappLink } from '../../../shop-rules/whatsapp';
import type { PublicSettings } from '../../lib/settings';
import { BankDetails } from './bank-details';
import { CardFeeNote } from './card-fee-note';

const CARD_LABEL = 'Credit / Debit Card (Wipay)';

function MethodText({
  pmNo,
  settings,
  isPickup,
}: {
  pmNo: PaymentMethodNo;
  settings: PublicSettings;
  isPickup: boolean;
}) {
  if (pmNo === PAYMENT_METHOD_CARD) {
    return (
      <p>
        Pay securely by Visa or Mastercard on the Wipay payment page. You will be redirected to Wipay when you place the
        order.
      </p>
    );
  }
  if (pmNo === PAYMENT_METHOD_BANK_TRANSFER) {
    return (
      <>
        <p>
          Make your payment directly into our bank account. {BANK_REFERENCE_AT_CHECKOUT} Your order is sent once the
          payment has cleared.
        </p>
        <BankDetails settings={settings} />
        <p>
          Please send the receipt of your transfer by WhatsApp to{' '}
          <a href={whatsappLink(settings.whatsappNumber, RECEIPT_MESSAGE)} target="_blank" rel="noopener noreferrer">
            {settings.whatsappNumber}
          </a>
          .
        </p>
      </>
    );
  }
  return (
    <p>{isPickup ? 'Pay with cash when you collect your order.' : 'Pay with cash when your order is delivered.'}</p>
  );
}

export function PaymentChoice({
  value,
  onChange,
  cardOffered,
  settings,
  isPickup,
  total,
}: {
  value: PaymentMethodNo;
  onChange(pmNo: PaymentMethodNo): void;
  cardOffered: boolean;
  settings: PublicSettings;
  isPickup: boolean;
  /** The order's total, for the card fee shown beside the card option. */
  total: Cents;
}) {
  const name = useId();
  const methods = PAYMENT_METHODS.filter((m) => m.PMNo !== PAYMENT_METHOD_CARD || cardOffered);
  // The card's fee is told beside it whether chosen or not; a method's text only once chosen.
  const describedBy = (pmNo: PaymentMethodNo) =>
    [pmNo === PAYMENT_METHOD_CARD ? `${name}-fee` : '', value === pmNo ? `${name}-text` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-group choice-group--stacked">
      <legend className="checkout-section__title">Payment</legend>
      {methods.map((m) => (
        <div key={m.PMNo} className="payment-method">
          <label className="choice">
            <input
              type="radio"
              name={name}
              value={m.PMNo}
              checked={value === m.PMNo}
              onChange={() => onChange(m.PMNo)}
              aria-describedby={describedBy(m.PMNo) || undefined}
            />
            {m.PMNo === PAYMENT_METHOD_CARD ? CARD_LABEL : m.PMName}
          </label>
          {m.PMNo === PAYMENT_METHOD_CARD ? (
            <p className="payment-method__fee">
              <CardFeeNote id={`${name}-fee`} total={total} structure={settings.cardFeeStructure} />
            </p>
          ) : null}
          {value === m.PMNo ? (
            <div className="payment-method__text" id={`${name}-text`}>
              <MethodText pmNo={m.PMNo} settings={settings} isPickup={isPickup} />
            </div>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

export { PAYMENT_METHOD_CASH_ON_DELIVERY };
