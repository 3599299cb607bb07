import { Link } from 'react-router';
import { House } from './icons';

/** Home icon (to /home), then the trail; the last entry is the current page. */
export function Breadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/home" aria-label="Home">
            <House aria-hidden="true" size={18} />
          </Link>
        </li>
        {trail.map((t, i) => (
          <li key={`${t.label}-${i}`}>
            {t.to && i < trail.length - 1 ? (
              <Link to={t.to}>{t.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{t.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
