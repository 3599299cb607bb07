import { MOBILE_DIGITS, PHONE_PREFIX } from '../../../shop-rules';
import { FieldError } from './text-field';

/** The fixed +1(868) box and the 7-digit local number. */
export function MobileField({
  id,
  value,
  onChange,
  label = 'Mobile',
  required = true,
  error,
}: {
  id: string;
  value: string;
  onChange(v: string): void;
  label?: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="mobile-field">
        <span className="mobile-field__prefix" id={`${id}-prefix`}>
          {PHONE_PREFIX}
        </span>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-local"
          maxLength={MOBILE_DIGITS}
          value={value}
          aria-required={required}
          aria-describedby={error ? `${id}-prefix ${id}-error` : `${id}-prefix`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
