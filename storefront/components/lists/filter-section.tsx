import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from '../shell/icons';

/** One panel of the Filter accordion: a heading button that shows or hides its body. */
export function FilterSection({
  title,
  children,
  startOpen = true,
}: {
  title: string;
  children: ReactNode;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const id = useId();
  return (
    <div className="filter-section">
      <h3 className="filter-section__heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {title}
          <ChevronDown aria-hidden="true" size={16} />
        </button>
      </h3>
      <div id={id} className="filter-section__body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
