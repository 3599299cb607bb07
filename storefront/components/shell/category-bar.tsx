// The category bar (docs/product.md#app-shell): five departments, each opening a list of category searches.
// A disclosure pattern: the department button toggles its list, Escape closes it and returns focus.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CATEGORY_BAR } from '../../../shop-rules/category-bar';
import { categorySearchPath } from '../../lib/shop-links';
import { ChevronDown } from './icons';

export function CategoryBar() {
  const [openName, setOpenName] = useState<string | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation closes the open list (not the first draw: a press made before the bar's file came is
  // carried out then, lib/first-load/kept-part.tsx).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpenName(null);
  }, [location.key]);

  useEffect(() => {
    if (!openName) return;
    const closeOutside = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenName(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openName]);

  return (
    <nav className="category-bar" aria-label="Shop by category" ref={barRef}>
      <ul className="category-bar__list">
        {CATEGORY_BAR.map((department) => (
          <Department
            key={department.name}
            name={department.name}
            entries={department.entries}
            open={openName === department.name}
            onOpenChange={(open) => setOpenName(open ? department.name : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

function Department(props: {
  name: string;
  entries: readonly string[];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { name, entries, open, onOpenChange } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `category-bar-${name.toLowerCase().replace(/\W+/g, '-')}`;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <li
      className="category-bar__item"
      onKeyDown={onKeyDown}
      // Tabbing on past the last entry closes the list, as leaving a menu should.
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="category-bar__department"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {name}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {/* Drawn only while open: a closed list needs the bar's script to open anyway, and five hidden
          lists were 5 KB of every page (docs/decisions/0034). */}
      {open ? (
        <ul id={listId} className="category-bar__menu">
          <li>
            <Link to={categorySearchPath(name)}>All {name}</Link>
          </li>
          {entries.map((entry) => (
            <li key={entry}>
              <Link to={categorySearchPath(entry)}>{entry}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
