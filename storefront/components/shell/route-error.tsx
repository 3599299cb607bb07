import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Every route's error boundary: the 404 page for unknown addresses and numbers, else a short apology. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="page-message">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'We could not find that page. It may have moved, or the product is no longer sold.'
          : 'Please try again in a moment.'}
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
