/** A full-screen veil with a spinner while something the shopper waits for is under way. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The same spinner, inline, for a part of the page that is reloading. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loader" role="status">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
