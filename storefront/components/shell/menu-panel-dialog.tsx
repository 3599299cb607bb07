import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useCustomer } from '../../account';
import { categorySearchPath } from '../../lib/shop-links';
import { House, X } from './icons';
import { SearchBox } from './search-box';

/** The menu panel's department links: what each searches for, and its label. */
const MENU_DEPARTMENTS: readonly { search: string; label: string }[] = [
  { search: 'Electronics', label: 'Electronics' },
  { search: 'Kitchen', label: 'Kitchen' },
  { search: 'Health & Beauty', label: 'Health & Beauty' },
  { search: 'Home & Decor', label: 'Home & Decor' },
  { search: 'Appliances', label: 'Appliances' },
  { search: 'Tools', label: 'Tools & Automobiles' },
];

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MenuPanelDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const { customer, openLogin, openRegister } = useCustomer();
  const close = () => onOpenChange(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-panel-overlay" />
        <Dialog.Content
          className="side-panel side-panel--start"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="side-panel__head">
            <Dialog.Title className="side-panel__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close menu">
              <X aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          <SearchBox onSearched={close} />
          <nav aria-label="Menu">
            <ul className="menu-panel__links">
              <li>
                <Link to="/" onClick={close}>
                  <House aria-hidden="true" size={18} /> Home
                </Link>
              </li>
              {MENU_DEPARTMENTS.map((d) => (
                <li key={d.label}>
                  <Link to={categorySearchPath(d.search)} onClick={close}>
                    {d.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {customer ? (
            <p className="menu-panel__customer">
              <Link to="/account" onClick={close}>
                {customer.LoginName || 'My Account'}
              </Link>
            </p>
          ) : (
            <div className="menu-panel__account">
              <button type="button" className="button button--primary" onClick={then(openLogin)}>
                Login
              </button>
              <button type="button" className="button" onClick={then(openRegister)}>
                Register
              </button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
