import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a phone; keyboard users can focus it to scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
