// The cart side panel's code (and its dialog library) loads when the panel is first wanted, not with
// the page: the header's cart button starts the download on hover or focus, and the panel mounts
// once it is opened; after that it stays mounted so it closes (and hands focus back) as before.
import { lazy, Suspense, useState } from 'react';
import { ERROR_CONNECTING_SERVER } from '../../shop-rules/messages/shop';
import { DialogLoadBoundary } from '../account/dialog-load-boundary';
import { useSnackbar } from '../components/snackbar';
import { useCartPanel } from './cart-store';

const loadPanel = () => import('./cart-panel');
const LazyCartPanel = lazy(loadPanel);

export function preloadCartPanel() {
  void loadPanel().catch(() => {});
}

export function CartPanel() {
  const { open, close } = useCartPanel();
  const snackbar = useSnackbar();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <DialogLoadBoundary
      onFailure={() => {
        close();
        snackbar.show(ERROR_CONNECTING_SERVER, 'alert');
      }}
    >
      <Suspense fallback={null}>
        <LazyCartPanel />
      </Suspense>
    </DialogLoadBoundary>
  );
}
