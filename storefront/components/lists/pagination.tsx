import { Link } from 'react-router';

/** Page links under a list; `hrefFor` builds each page's address so every page is shareable. */
export function Pagination({
  pageNo,
  pageCount,
  hrefFor,
}: {
  pageNo: number;
  pageCount: number;
  hrefFor(page: number): string;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - pageNo) <= 2,
  );
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {pageNo > 1 ? (
          <li>
            <Link to={hrefFor(pageNo - 1)} rel="prev">
              Previous
            </Link>
          </li>
        ) : null}
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - pages[i - 1]! > 1 ? <span className="pagination__gap">…</span> : null}
            <Link to={hrefFor(p)} aria-current={p === pageNo ? 'page' : undefined} aria-label={`Page ${p}`}>
              {p}
            </Link>
          </li>
        ))}
        {pageNo < pageCount ? (
          <li>
            <Link to={hrefFor(pageNo + 1)} rel="next">
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
