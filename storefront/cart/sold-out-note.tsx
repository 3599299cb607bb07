import { SOLD_OUT_BLOCKS_CHECKOUT } from '../../shop-rules/messages/orders';
import { hasSoldOutLine } from './cart-refresh';
import type { CartLine } from './cart-types';

export function SoldOutNote({ lines }: { lines: readonly CartLine[] }) {
  if (!hasSoldOutLine(lines)) return null;
  return (
    <p className="sold-out-note" role="alert">
      {SOLD_OUT_BLOCKS_CHECKOUT}
    </p>
  );
}
