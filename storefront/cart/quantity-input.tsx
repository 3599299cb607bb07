import { useEffect, useState } from 'react';

/**
 * A cart line's quantity: numeric, at least 1, no maximum. The field may be empty while the
 * shopper types; only a whole number of at least 1 reaches the cart, and leaving the field puts
 * the cart's quantity back.
 */
export function QuantityInput({ value, onChange, label, id }: { value: number; onChange(q: number): void; label: string; id?: string }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  return (
    <input
      id={id}
      className="quantity-input"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={draft}
      aria-label={label}
      onChange={(e) => {
        setDraft(e.target.value);
        const q = Number(e.target.value);
        if (e.target.value !== '' && Number.isSafeInteger(q) && q >= 1) onChange(q);
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}
