import { Link, useLocation } from 'react-router';

/** Previous and next pages of a list, keeping its search and filters. */
export function Pager({
  page,
  pageSize,
  total,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  label: string;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (n: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(n));
    return `${pathname}?${q}`;
  };
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <p>
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'entry' : 'entries'})
      </p>
      {page > 1 ? <Link to={to(page - 1)}>Previous page</Link> : null}
      {page < pages ? <Link to={to(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
