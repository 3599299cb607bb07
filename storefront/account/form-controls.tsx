// The account forms' fields: a label, the input, and the field's own message tied to it.
import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { MOBILE_DIGITS, PHONE_PREFIX } from '../../shop-rules';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Marks the field wrong when its message is shown elsewhere (a dialog's alert). */
  invalid?: boolean;
  /** A standing note under the field, read with it. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="required-mark">
      {' '}
      *
    </span>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  invalid,
  hint,
  inputRef,
  required,
  id: givenId,
  ...input
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The fixed +1(868) box and the 7 local digits (docs/product.md#business-constants). */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  invalid,
  hint: _hint,
  inputRef,
  required,
  id: givenId,
  ...input
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [`${id}-prefix`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className="phone-box">
        <span className="phone-box__prefix" id={`${id}-prefix`}>
          {PHONE_PREFIX}
        </span>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-local"
          {...input}
          ref={inputRef}
          id={id}
          maxLength={MOBILE_DIGITS}
          value={value}
          aria-required={required || undefined}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A form's message region. It stays in the page so a new message is announced. */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
  return (
    <div role="alert" className={message ? `form-alert form-alert--${tone}` : 'form-alert form-alert--empty'}>
      {message}
    </div>
  );
}

interface AreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  areaRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, value, onChange, error, hint, areaRef, required, ...area }: AreaProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <textarea
        rows={4}
        {...area}
        ref={areaRef}
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
