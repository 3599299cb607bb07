import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../lib/shop-links';
import { Search as SearchIcon } from './icons';

/**
 * Product search: goes to /search/{text}. Before the page has hydrated the form still works as a
 * plain GET to /search?q=…, which the search page understands too. The box is left to the browser
 * (not React state): text typed before the page woke is in it the instant React starts listening,
 * so an Enter pressed in that instant searches for it (docs/decisions/0054).
 */
export function SearchBox({ className = '', onSearched }: { className?: string; onSearched?(): void }) {
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!wanted) return;
    void navigate(searchPath(wanted));
    onSearched?.();
  }

  return (
    <form role="search" action="/search" method="get" className={`search-box ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input id={id} name="q" type="search" placeholder="Search products" autoComplete="off" enterKeyHint="search" />
      <button type="submit" aria-label="Search">
        <SearchIcon aria-hidden="true" size={20} />
      </button>
    </form>
  );
}
