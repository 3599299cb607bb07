import type { ReactNode } from 'react';
import { Breadcrumbs } from './shell/breadcrumbs';

/** The frame of the shop's information pages: breadcrumb (home icon, then the title), title, text. */
export function StaticPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Breadcrumbs trail={[{ label: title }]} />
      <article className="static-page">
        <h1 className="page-title">{title}</h1>
        {children}
      </article>
    </>
  );
}
