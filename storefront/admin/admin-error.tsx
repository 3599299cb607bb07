import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Every back-office page's error boundary: 403 for a role that may not open it, 404, or an apology. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const [title, text] =
    status === 403
      ? ['Not allowed', 'Your role does not open this page. Ask the shop owner if you need it.']
      : status === 404
        ? ['Not found', 'There is nothing at this address. It may have been removed.']
        : ['Something went wrong', 'Please try again in a moment.'];
  return (
    <section className="admin-message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/admin">Back to the dashboard</Link>
      </p>
    </section>
  );
}
