// Anyone can follow an order with its number and the mobile it was placed with (docs/product.md#order-track).

import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OrderTrack } from '../../../shop-rules/api/account';
import { PAYMENT_METHOD_BANK_TRANSFER } from '../../../shop-rules/constants';
import { ReceiptUpload } from '../../checkout/payment/receipt-upload';
import { useOnAnswer, usePageForm } from '../../lib/page-forms';
import { type FieldErrors, useFieldErrors } from '../field-errors';
import { FormAlert, PhoneField, TextField } from '../form-controls';
import { TrackTimeline } from './track-timeline';

/** What the form sends to the Order Track page's clientAction. */
export interface TrackLookup {
  OrderId: string;
  Mobile: string;
}

type LookupField = 'orderId' | 'mobile';

export type GuestTrackAnswer = { errors: FieldErrors<LookupField> } | { track: OrderTrack } | { alert: string };

export function GuestTrackForm({ title }: { title: string }) {
  const { send, sending, answer } = usePageForm<GuestTrackAnswer>();
  const [orderId, setOrderId] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, clearError] = useFieldErrors(answer && 'errors' in answer ? answer.errors : undefined);
  const orderRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);

  useOnAnswer(answer, (a) => {
    if (!('errors' in a)) return;
    if (a.errors.orderId) orderRef.current?.focus();
    else if (a.errors.mobile) mobileRef.current?.focus();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const lookup: TrackLookup = { OrderId: orderId, Mobile: mobile };
    if (!sending) send(lookup);
  }

  const change = (field: LookupField, set: (value: string) => void) => (value: string) => {
    set(value);
    clearError(field);
  };
  return (
    <section className="account-section" aria-labelledby="guest-track">
      <h2 id="guest-track" className="account-section__title">
        {title}
      </h2>
      <form method="post" className="account-form track-lookup" onSubmit={submit} noValidate>
        <p className="muted">Enter your order number and the mobile number you ordered with.</p>
        <FormAlert message={answer && 'alert' in answer ? answer.alert : ''} />
        <div className="field-pair">
          <TextField
            label="Order ID"
            name="orderId"
            inputMode="numeric"
            value={orderId}
            onChange={change('orderId', setOrderId)}
            error={errors.orderId}
            required
            inputRef={orderRef}
          />
          <PhoneField
            label="Mobile"
            name="mobile"
            value={mobile}
            onChange={change('mobile', setMobile)}
            error={errors.mobile}
            required
            inputRef={mobileRef}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          Track Order
        </button>
      </form>
      <div aria-live="polite">{answer && 'track' in answer ? <TrackTimeline track={answer.track} /> : null}</div>
      {answer && 'track' in answer && answer.track.PMNo === PAYMENT_METHOD_BANK_TRANSFER ? (
        <ReceiptUpload orderNo={answer.track.OrderId} mobile={mobile} />
      ) : null}
      <p>
        Something to send back? <Link to="/productreturn">Request a return</Link> with the same order number and mobile.
      </p>
    </section>
  );
}
