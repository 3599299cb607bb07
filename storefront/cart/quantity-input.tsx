import { useEffect, useState } from 'react';
import { useQuantityCap } from './quantity-cap';

/**
 * A cart line's quantity: numeric, from 1 to the shop's cap on units per item. The field may be empty
 * while the shopper types; only a whole number of at least 1 reaches the cart, a larger one than the
 * cap becomes the cap, and leaving the field puts the cart's quantity back.
 */
export function QuantityInput({
  value,
  onChange,
  label,
  id,
}: {
  value: number;
  onChange(q: number): void;
  label: string;
  id?: string;
}) {
  const max = useQuantityCap();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  return (
    <input
      id={id}
      className="quantity-input"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      value={draft}
      aria-label={label}
      onChange={(e) => {
        const q = Number(e.target.value);
        const valid = e.target.value !== '' && Number.isSafeInteger(q) && q >= 1;
        setDraft(valid && q > max ? String(max) : e.target.value);
        if (valid) onChange(Math.min(q, max));
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}
