import type { ActionResult } from '../../../shop-rules/api/backoffice';

/** The outcome of the last change on this page: read out by screen readers as it appears. */
export function FormMessage({ result }: { result: ActionResult | undefined | null }) {
  if (!result) return null;
  if (result.ok) {
    return (
      <p className="admin-note admin-note--ok" role="status">
        {result.msg}
      </p>
    );
  }
  return (
    <p className="admin-note admin-note--error" role="alert">
      {result.msg}
    </p>
  );
}

/** The message for one field of the last refused change, if any. */
export function fieldError(result: ActionResult | undefined | null, name: string): string | undefined {
  return result && !result.ok ? result.fields[name] : undefined;
}
