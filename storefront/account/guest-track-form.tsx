// Anyone can follow an order with its number and the mobile it was placed with (decisions.md section 3).
import { useRef, useState, type FormEvent } from 'react';
import { PHONE_INVALID, isSevenDigitMobile } from '../../shop-rules';
import { ORDER_ID_REQUIRED } from '../../shop-rules/messages/account';
import { apiPost } from '../lib/api';
import type { OrderTrack } from '../../shop-rules/api/account';
import { failureText } from './api-failure';
import { FormAlert, PhoneField, TextField } from './form-controls';
import { ORDER_ID_INVALID } from './return-checks';
import { TrackTimeline } from './track-timeline';

function lookupErrors(orderId: string, mobile: string): { orderId?: string; mobile?: string } {
  const id = orderId.trim();
  return {
    orderId: id === '' ? ORDER_ID_REQUIRED : /^\d{1,9}$/.test(id) && Number(id) >= 1 ? undefined : ORDER_ID_INVALID,
    mobile: isSevenDigitMobile(mobile.trim()) ? undefined : PHONE_INVALID,
  };
}

export function GuestTrackForm({ title }: { title: string }) {
  const [orderId, setOrderId] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ orderId?: string; mobile?: string }>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [track, setTrack] = useState<OrderTrack | null>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = lookupErrors(orderId, mobile);
    setErrors(found);
    setAlert('');
    if (found.orderId) return orderRef.current?.focus();
    if (found.mobile) return mobileRef.current?.focus();
    setBusy(true);
    setTrack(null);
    try {
      setTrack(await apiPost<OrderTrack>('/api/shop/TrackOrder', { OrderId: orderId.trim(), Mobile: mobile.trim() }));
    } catch (err) {
      setAlert(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="guest-track">
      <h2 id="guest-track" className="account-section__title">
        {title}
      </h2>
      <form className="account-form track-lookup" onSubmit={submit} noValidate>
        <p className="muted">Enter your order number and the mobile number you ordered with.</p>
        <FormAlert message={alert} />
        <div className="field-pair">
          <TextField label="Order ID" name="orderId" inputMode="numeric" value={orderId} onChange={setOrderId} error={errors.orderId} required inputRef={orderRef} />
          <PhoneField label="Mobile" name="mobile" value={mobile} onChange={setMobile} error={errors.mobile} required inputRef={mobileRef} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          Track Order
        </button>
      </form>
      <div aria-live="polite">{track ? <TrackTimeline track={track} /> : null}</div>
    </section>
  );
}
