// The cart side panel's code (and its dialog library) loads when the panel is first wanted, not with
// the page: the header's cart button starts the download on hover or focus, and the panel mounts
// once it is opened; after that it stays mounted so it closes (and hands focus back) as before.
// Without a connection and before the offline service kept its file, the tap says so (lib/first-load/part-on-tap.tsx).
import { Suspense, useState } from 'react';
import { useSnackbar } from '../components/shell/snackbar';
import { PartLoadBoundary, partFailureText, partOnTap } from '../lib/first-load/part-on-tap';
import { useCartPanel } from './cart-store';

const panel = partOnTap(() => import('./cart-panel'));

export const preloadCartPanel = panel.preload;

export function CartPanel() {
  const { open, close } = useCartPanel();
  const snackbar = useSnackbar();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <PartLoadBoundary
      onFailure={() => {
        panel.again();
        setWanted(false);
        close();
        snackbar.show(partFailureText(), 'alert');
      }}
    >
      <Suspense fallback={null}>
        <panel.Part />
      </Suspense>
    </PartLoadBoundary>
  );
}
