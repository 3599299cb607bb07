// Every account page: breadcrumb, title, the page's content and the account menu beside it.
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { AccountMenu } from './account-menu';

export interface Crumb {
  label: string;
  to?: string;
}

export function AccountLayout({ title, trail, children }: { title: string; trail: Crumb[]; children: ReactNode }) {
  return (
    <div className="account-page">
      <Breadcrumbs trail={trail} />
      <div className="account-page__body">
        <div className="account-page__content">
          <h1 className="page-title">{title}</h1>
          {children}
        </div>
        <aside className="account-page__aside">
          <AccountMenu />
        </aside>
      </div>
    </div>
  );
}

export const ACCOUNT_CRUMB: Crumb = { label: 'Account', to: '/account' };
