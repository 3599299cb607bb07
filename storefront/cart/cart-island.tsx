// The cart's 'Deliver to' choice (docs/decisions/0060): the island sets the freight the checkout will
// charge, so the shopper sees it before checkout. The choice is the cart's, and the checkout starts
// from it; a city chosen there can still fix it.
import { useId } from 'react';
import { DELIVERY_COUNTRY_TOBAGO, DELIVERY_COUNTRY_TRINIDAD, formatTT, freightFor } from '../../shop-rules';
import { useCart } from './cart-store';
import { useFreightRates } from './freight-rates';

const ISLANDS = [
  { no: DELIVERY_COUNTRY_TRINIDAD, label: 'Trinidad' },
  { no: DELIVERY_COUNTRY_TOBAGO, label: 'Tobago' },
] as const;

export function CartIsland() {
  const { lines, totals, deliveryCountryNo, setDeliveryCountryNo, isPickup, setPickup } = useCart();
  const rates = useFreightRates();
  const name = useId();
  const feeTo = (no: number) =>
    freightFor(
      { deliveryCountryNo: no, isPickup: false, lineCount: lines.length, anyFreeDelivery: totals.FreeDelivery },
      rates,
    );
  return (
    <fieldset className="cart-island">
      <legend>Deliver to</legend>
      {ISLANDS.map(({ no, label }) => (
        <label key={no} className="check">
          <input
            type="radio"
            name={name}
            value={no}
            checked={!isPickup && deliveryCountryNo === no}
            onChange={() => {
              setPickup(false);
              setDeliveryCountryNo(no);
            }}
          />
          <span>
            {label} <span className="muted">({formatTT(feeTo(no))})</span>
          </span>
        </label>
      ))}
      <label className="check">
        <input type="radio" name={name} value="pickup" checked={isPickup} onChange={() => setPickup(true)} />
        <span>
          Pickup at a store <span className="muted">({formatTT(rates.pickup)})</span>
        </span>
      </label>
    </fieldset>
  );
}
