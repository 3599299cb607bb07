// The menu button (phones) and its side panel. The panel's dialog code loads on first use, so the
// pages' first load does not carry it; offline before the offline service kept it, the tap says so
// (lib/first-load/part-on-tap.tsx).
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PartLoadBoundary, partFailureText, partOnTap } from '../../lib/first-load/part-on-tap';
import { Menu as MenuIcon } from './icons';
import { useSnackbar } from './snackbar';

const panel = partOnTap(() => import('./menu-panel-dialog'));

export function MenuButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const snackbar = useSnackbar();

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
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      {wanted ? (
        <PartLoadBoundary
          onFailure={() => {
            panel.again();
            setWanted(false);
            setOpen(false);
            snackbar.show(partFailureText(), 'alert');
          }}
        >
          <Suspense fallback={null}>
            <panel.Part open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
          </Suspense>
        </PartLoadBoundary>
      ) : null}
    </>
  );
}
