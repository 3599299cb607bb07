import { useEffect, useState } from 'react';
import { PAGE_SIZE_CHOICES } from '../../../shop-rules/constants';
import { SORTS, type Sort } from '../../lib/category-filters';
import { LayoutGrid, List } from './list-icons';

export type ListView = 'grid' | 'list';

interface Props {
  view: ListView;
  onView(view: ListView): void;
  sort: Sort;
  onSort(sort: Sort): void;
  pageSize: number;
  onPageSize(size: number): void;
}

/** Grid and list icons, Sort By and Show, above a category's products. */
export function ListToolbar({ view, onView, sort, onSort, pageSize, onPageSize }: Props) {
  // Shown at once; the address (and with it the props) follows when the products arrive.
  const [shownSort, setShownSort] = useState(sort);
  const [shownSize, setShownSize] = useState(pageSize);
  useEffect(() => setShownSort(sort), [sort]);
  useEffect(() => setShownSize(pageSize), [pageSize]);
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__views" role="group" aria-label="Show products as">
        <button type="button" className="icon-button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>
          <LayoutGrid aria-hidden="true" size={20} />
          <span className="visually-hidden">Grid</span>
        </button>
        <button type="button" className="icon-button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          <List aria-hidden="true" size={20} />
          <span className="visually-hidden">List</span>
        </button>
      </div>
      <div className="list-toolbar__field">
        <label htmlFor="list-sort">Sort By</label>
        <select
          id="list-sort"
          value={shownSort}
          onChange={(e) => {
            setShownSort(e.target.value as Sort);
            onSort(e.target.value as Sort);
          }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="list-toolbar__field">
        <label htmlFor="list-page-size">Show</label>
        <select
          id="list-page-size"
          value={shownSize}
          onChange={(e) => {
            setShownSize(Number(e.target.value));
            onPageSize(Number(e.target.value));
          }}
        >
          {PAGE_SIZE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
