import type { ProductVariant } from '../../../shop-rules/api/catalogue';

export function variantLabel(v: ProductVariant): string {
  return [v.Color, v.Size].filter(Boolean).join(' / ') || `Option ${v.ProductSKUNo}`;
}

const soldOut = (v: ProductVariant) => v.IsSoldOut === 1 || v.Stock <= 0;

/** The product's options (colour and/or size); sold-out ones cannot be chosen. */
export function VariantPicker({
  variants,
  selected,
  onSelect,
}: {
  variants: ProductVariant[];
  selected: ProductVariant | null;
  onSelect(v: ProductVariant): void;
}) {
  return (
    <fieldset className="variant-picker">
      <legend>Choose an option</legend>
      <div className="variant-picker__options">
        {variants.map((v) => (
          <label key={v.ProductSKUNo} className={soldOut(v) ? 'variant is-sold-out' : 'variant'}>
            <input
              type="radio"
              name="variant"
              value={v.ProductSKUNo}
              checked={selected?.ProductSKUNo === v.ProductSKUNo}
              disabled={soldOut(v)}
              onChange={() => onSelect(v)}
            />
            <span>
              {variantLabel(v)}
              {soldOut(v) ? ' (sold out)' : ''}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
