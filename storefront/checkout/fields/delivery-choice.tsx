import { useId } from 'react';
import type { PickupPoint } from '../../../shop-rules/api/catalogue';
import type { PublicSettings } from '../../lib/settings';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Delivery or pickup. Pickup lists every shop marked as a pickup point in the back office, with its address
 * and phone; a shop with none marked shows the pickup address of its settings (docs/product.md#checkout-fields).
 */
export function DeliveryChoice({
  isPickup,
  onChange,
  settings,
  points = [],
  pointNo = null,
  onPoint,
}: {
  isPickup: boolean;
  onChange(pickup: boolean): void;
  settings: PublicSettings;
  points?: PickupPoint[];
  pointNo?: number | null;
  onPoint?(shopNo: number): void;
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
      {isPickup && points.length > 0 ? (
        <fieldset className="choice-group choice-group--stacked pickup-points">
          <legend>Pick up at</legend>
          {points.map((p) => (
            <label key={p.ShopNo} className="pickup-point">
              <input
                type="radio"
                name={`${name}-point`}
                value={p.ShopNo}
                checked={pointNo === p.ShopNo}
                onChange={() => onPoint?.(p.ShopNo)}
              />
              <span>
                <strong>{p.ShopName}</strong>
                <span className="pickup-point__address">{p.Address}</span>
                {p.Phone ? (
                  <span>
                    Call <a href={telHref(p.Phone)}>{p.Phone}</a>
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {isPickup && points.length === 0 ? (
        <div className="pickup-address">
          <p>
            <strong>Pickup address:</strong> {settings.pickupAddress}
          </p>
          <p>
            Please call <a href={telHref(settings.pickupPhone)}>{settings.pickupPhone}</a> for more details.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
