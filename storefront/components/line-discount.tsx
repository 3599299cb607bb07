// A line's discount as its own amount, under the line's total (docs/product.md#line-pricing): the percent
// taken off or a bundle's saving, against the unit price times the quantity.
import { type Cents, formatTT, lineDiscount } from '../../shop-rules';

export function LineDiscount({ unitPrice, quantity, total }: { unitPrice: Cents; quantity: number; total: Cents }) {
  const discount = lineDiscount(unitPrice, quantity, total);
  if (discount === 0) return null;
  return <small className="line-discount">Discount −{formatTT(discount)}</small>;
}
