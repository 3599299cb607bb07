import { hasSoldOutLine } from './cart-refresh';
import type { CartLine } from './cart-types';

export const SOLD_OUT_BLOCKS_CHECKOUT = 'Some items in your cart are sold out. Please remove them to check out.';

export function SoldOutNote({ lines }: { lines: readonly CartLine[] }) {
  if (!hasSoldOutLine(lines)) return null;
  return (
    <p className="sold-out-note" role="alert">
      {SOLD_OUT_BLOCKS_CHECKOUT}
    </p>
  );
}
