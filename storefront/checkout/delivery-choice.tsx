import { useId } from 'react';
import type { PublicSettings } from '../lib/settings';

/** Delivery or pickup at the shop's outlet; pickup shows where and whom to call. */
export function DeliveryChoice({
  isPickup,
  onChange,
  settings,
}: {
  isPickup: boolean;
  onChange(pickup: boolean): void;
  settings: PublicSettings;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="checkout-section__title">Deliver/Pickup</legend>
      <label className="choice">
        <input type="radio" name={name} checked={!isPickup} onChange={() => onChange(false)} />
        Delivery
      </label>
      <label className="choice">
        <input type="radio" name={name} checked={isPickup} onChange={() => onChange(true)} />
        Pickup
      </label>
      {isPickup ? (
        <div className="pickup-address">
          <p>
            <strong>Pickup address:</strong> {settings.pickupAddress}
          </p>
          <p>
            Please call <a href={`tel:${settings.pickupPhone.replace(/[^\d+]/g, '')}`}>{settings.pickupPhone}</a> for
            more details.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
