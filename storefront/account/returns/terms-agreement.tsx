// 'I have read and agree to the Terms & Conditions', whose link opens the agreement in a dialog.
import { type Ref, useRef, useState } from 'react';
import { FieldError } from '../form-controls';
import { TermsDialog } from './terms-dialog';

export function TermsAgreement({
  checked,
  onChange,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [reading, setReading] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="account-field">
      <label className="check">
        <input
          ref={inputRef}
          type="checkbox"
          name="agree"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'return-agree-error' : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          I have read and agree to the{' '}
          <button
            ref={opener}
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => setReading(true)}
          >
            Terms &amp; Conditions
          </button>
        </span>
      </label>
      <FieldError id="return-agree-error" error={error} />
      {reading ? (
        <TermsDialog
          onClose={() => {
            setReading(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
