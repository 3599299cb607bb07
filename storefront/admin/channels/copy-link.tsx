// A link to post, in a field the owner can select, with a button that copies it.
import { useId, useState } from 'react';

export function CopyLink({ label, url }: { label: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() =>
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        Copy the link
      </button>
      <span role="status">{copied ? 'Copied.' : ''}</span>
    </div>
  );
}
