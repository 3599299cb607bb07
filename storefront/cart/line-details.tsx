import { Link } from 'react-router';
import { formatTT, toCents } from '../../shop-rules';
import { priceChanged } from './cart-line';
import type { CartLine } from './cart-types';

/** Product name (linked), colour and size, and what a catalogue check found. */
export function LineDetails({
  line,
  linked = true,
  onNavigate,
}: {
  line: CartLine;
  linked?: boolean;
  onNavigate?(): void;
}) {
  return (
    <div className="line-details">
      {linked ? (
        <Link className="line-details__name" to={`/productdetails/${line.ProductNo}`} onClick={onNavigate}>
          {line.ProductName}
        </Link>
      ) : (
        <span className="line-details__name">{line.ProductName}</span>
      )}
      {line.Color ? <span className="line-details__option">Colour: {line.Color}</span> : null}
      {line.Size ? <span className="line-details__option">Size: {line.Size}</span> : null}
      <LineNotices line={line} />
    </div>
  );
}

export function LineNotices({ line }: { line: CartLine }) {
  return (
    <>
      {line.IsSoldOut ? <strong className="line-notice line-notice--sold-out">Sold out</strong> : null}
      {priceChanged(line) ? (
        <span className="line-notice line-notice--price">
          Price changed from {formatTT(toCents(line.Rate))} to {formatTT(toCents(line.SalesPrice))}
        </span>
      ) : null}
    </>
  );
}
