// The return form's radio groups: the reason for return and whether the product is opened.
import type { Ref } from 'react';
import { RETURN_REASONS } from '../../../shop-rules';
import { FieldError } from '../form-controls';

export function ReasonChoice({
  value,
  onChange,
  error,
  firstRef,
}: {
  value: string;
  onChange(id: string): void;
  error?: string;
  firstRef?: Ref<HTMLInputElement>;
}) {
  return (
    <fieldset
      className="account-choices"
      aria-describedby={error ? 'return-reason-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        Reason for Return
        <span aria-hidden="true" className="required-mark">
          {' '}
          *
        </span>
      </legend>
      {RETURN_REASONS.map((reason, i) => (
        <label key={reason.id} className="check">
          <input
            ref={i === 0 ? firstRef : undefined}
            type="radio"
            name="return_reason_id"
            value={reason.id}
            checked={value === String(reason.id)}
            required
            onChange={() => onChange(String(reason.id))}
          />
          {reason.name}
        </label>
      ))}
      <FieldError id="return-reason-error" error={error} />
    </fieldset>
  );
}

export function OpenedChoice({ value, onChange }: { value: '0' | '1'; onChange(v: '0' | '1'): void }) {
  return (
    <fieldset className="account-choices account-choices--inline">
      <legend>Product is opened</legend>
      <label className="check">
        <input type="radio" name="opened" value="1" checked={value === '1'} onChange={() => onChange('1')} />
        Yes
      </label>
      <label className="check">
        <input type="radio" name="opened" value="0" checked={value === '0'} onChange={() => onChange('0')} />
        No
      </label>
    </fieldset>
  );
}
