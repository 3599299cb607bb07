// The menu button (phones) and its side panel. The panel's dialog code loads on first use, so the
// pages' first load does not carry it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu as MenuIcon } from './icons';

const loadPanel = () => import('./menu-panel-dialog');
const MenuPanelDialog = lazy(loadPanel);

export function MenuButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // The panel closes on any navigation, including a search made inside it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the panel on each navigation.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuPanelDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
