import { useId } from 'react';

export function TextField({
  label,
  value,
  onChange,
  required = false,
  type = 'text',
  autoComplete,
  name,
  multiline = false,
  maxLength,
  error,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  name?: string;
  multiline?: boolean;
  maxLength?: number;
  /** Shown under the field and tied to it for screen readers. */
  error?: string;
}) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}
