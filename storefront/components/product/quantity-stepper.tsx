import { useQuantityCap } from '../../cart/quantity-cap';
import { Minus, Plus } from '../shell/icons';

/** Quantity with − and +: at least 1 (decreasing stops there), at most the shop's cap on units per item. */
export function QuantityStepper({ value, onChange }: { value: number; onChange(quantity: number): void }) {
  const max = useQuantityCap();
  return (
    <div className="quantity-stepper" role="group" aria-labelledby="quantity-label">
      <span id="quantity-label" className="quantity-stepper__label">
        Quantity
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Decrease quantity"
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden="true" size={18} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label="Quantity"
        value={value}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          onChange(Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1);
        }}
      />
      <button
        type="button"
        className="icon-button"
        aria-label="Increase quantity"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
