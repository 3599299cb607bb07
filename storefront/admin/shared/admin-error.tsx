import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

interface ErrorPageOptions {
  /** The page's own heading for a refusal the staff can act on (4xx), instead of a general one. */
  title?: string;
  /** Where to go from here; the dashboard by default. */
  back?: { to: string; label: string };
  /** A further step for a refusal the page knows (a link to the setting that explains it). */
  next?: (said: string) => { to: string; label: string } | null;
}

/** The words a refusal carried from the server (a staff message), or null for none or a bare one. */
function saidBy(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500 || typeof error.data !== 'string') return null;
  const text = error.data.trim();
  return text && text !== 'Not found' ? text : null;
}

/**
 * Every back-office page's error boundary: 403 for a role that may not open it, 404, a refusal with
 * the server's own words (what to tick or where to switch something on), or an apology.
 */
export function AdminErrorBoundary({ title, back, next }: ErrorPageOptions = {}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const said = saidBy(error);
  const [heading, text] =
    status === 403
      ? ['Not allowed', 'Your role does not open this page. Ask the shop owner if you need it.']
      : status === 404
        ? [title ?? 'Not found', said ?? 'There is nothing at this address. It may have been removed.']
        : status < 500 && said
          ? [title ?? 'Please check', said]
          : ['Something went wrong', 'Please try again in a moment.'];
  const further = said && next ? next(said) : null;
  const away = back ?? { to: '/admin', label: 'Back to the dashboard' };
  return (
    <section className="admin-message">
      <h1>{heading}</h1>
      <p>{text}</p>
      {further ? (
        <p>
          <Link to={further.to}>{further.label}</Link>
        </p>
      ) : null}
      <p>
        <Link to={away.to}>{away.label}</Link>
      </p>
    </section>
  );
}
