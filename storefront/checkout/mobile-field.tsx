import { MOBILE_DIGITS, PHONE_PREFIX } from '../../shop-rules';

/** The fixed +1(868) box and the 7-digit local number. */
export function MobileField({ id, value, onChange, label = 'Mobile', required = true }: { id: string; value: string; onChange(v: string): void; label?: string; required?: boolean }) {
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
          aria-describedby={`${id}-prefix`}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
