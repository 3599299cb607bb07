import { useId } from 'react';

export function TextField({
  label, value, onChange, required = false, type = 'text', autoComplete, name, multiline = false, maxLength,
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
}) {
  const id = useId();
  const common = { id, name, value, maxLength, 'aria-required': required || undefined, autoComplete };
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}
