// Labelled form controls whose error message is tied to the control (aria-invalid, aria-describedby).
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function described(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function Notes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <small id={`${id}-hint`} className="admin-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="admin-field-error">
          {error}
        </small>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  error,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...described(id, error, hint)} {...input} />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  hint,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string }) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={4} {...described(id, error, hint)} {...area} />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { name: string }) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...described(id, error, hint)} {...select}>
        {children}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckField({
  label,
  error,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = useId();
  return (
    <div className="admin-check">
      <input id={id} type="checkbox" {...described(id, error)} {...input} />
      <label htmlFor={id}>{label}</label>
      <Notes id={id} error={error} />
    </div>
  );
}
