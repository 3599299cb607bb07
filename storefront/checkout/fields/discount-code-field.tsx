// The 'Discount code' box of the checkout and direct order pages: type a code, apply it, hear why not.
import { useId } from 'react';
import { formatTT } from '../../../shop-rules';
import { discountLineLabel } from '../../../shop-rules/discount-codes';
import { CODE_APPLIED } from '../../../shop-rules/messages/discounts';
import type { DiscountCodeState } from './use-discount-code';

export function DiscountCodeField({ state }: { state: DiscountCodeState }) {
  const id = useId();
  const { result } = state;
  return (
    <div className="discount-code">
      <label htmlFor={id}>Discount code</label>
      <div className="discount-code__row">
        <input
          id={id}
          name="discountCode"
          value={state.text}
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={state.problem ? true : undefined}
          aria-describedby={`${id}-status`}
          onChange={(e) => state.setText(e.target.value)}
          // Enter applies the code here instead of sending the whole order.
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void state.apply();
          }}
        />
        <button
          type="button"
          className="cart-action discount-code__apply"
          disabled={state.checking}
          onClick={() => void state.apply()}
        >
          Apply
        </button>
        {result ? (
          <button type="button" className="discount-code__remove" onClick={state.remove}>
            Remove
          </button>
        ) : null}
      </div>
      <div id={`${id}-status`} aria-live="polite">
        {state.problem ? (
          <p className="field-error" role="alert">
            {state.problem}
          </p>
        ) : result?.applies ? (
          <p className="discount-code__applied" role="status">
            {CODE_APPLIED} {discountLineLabel(result.code, result.kind)}: {formatTT(-result.discount)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The code's own line in the totals; nothing without a code that applies. */
export function DiscountTotalRow({ state }: { state: DiscountCodeState }) {
  const { result } = state;
  if (!result?.applies) return null;
  return (
    <div className="order-summary__discount">
      <dt>{discountLineLabel(result.code, result.kind)}</dt>
      <dd>{formatTT(-result.discount)}</dd>
    </div>
  );
}
