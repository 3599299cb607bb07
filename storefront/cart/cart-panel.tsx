// The cart side panel (docs/product.md#cart-page-and-panel): a modal dialog at the right edge, 350 px wide. Loaded on
// first open by cart-panel-loader.tsx, so the dialog library is not part of the pages' first load.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatTT, NO_PRODUCTS_IN_CART, toCents } from '../../shop-rules';
import { LineDiscount } from '../components/line-discount';
import { lineKey } from './cart-line';
import { hasSoldOutLine } from './cart-refresh';
import { useCart, useCartPanel } from './cart-store';
import { LineDetails } from './line-details';
import { LineImage } from './line-image';
import { SoldOutNote } from './sold-out-note';
import './cart.css';
import { X } from '../components/shell/icons';
import { Trash2 } from '../components/shell/more-icons';

export default function CartPanel() {
  const { open, setOpen, close, opener } = useCartPanel();
  const cart = useCart();
  const { refresh } = cart;

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="cart-panel__overlay" />
        <Dialog.Content
          className="cart-panel"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (back?.isConnected) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <div className="cart-panel__head">
            <Dialog.Title className="cart-panel__title">Shopping Cart</Dialog.Title>
            <Dialog.Close className="cart-icon-button" aria-label="Close cart">
              <X aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          {cart.lines.length === 0 ? (
            <div className="cart-panel__empty">
              <p>{NO_PRODUCTS_IN_CART}</p>
              {/* The spec's word on screen; read out as two words (docs/decisions/0060). */}
              <Link to="/" className="cart-action" onClick={close} aria-label="Continue Shopping">
                ContinueShopping
              </Link>
            </div>
          ) : (
            <>
              <ul className="cart-panel__lines">
                {cart.lines.map((line) => (
                  <li key={lineKey(line)} className="cart-panel__line">
                    <LineImage line={line} size={64} />
                    <div className="cart-panel__line-text">
                      <LineDetails line={line} onNavigate={close} />
                      <span className="cart-panel__price">
                        Qty: {line.Quantity} <strong>{formatTT(toCents(line.TotalAmount))}</strong>
                      </span>
                      <LineDiscount
                        unitPrice={toCents(line.SalesPrice)}
                        quantity={line.Quantity}
                        total={toCents(line.TotalAmount)}
                      />
                    </div>
                    <button
                      type="button"
                      className="cart-icon-button"
                      aria-label={`Remove ${line.ProductName}`}
                      onClick={() => cart.remove(lineKey(line))}
                    >
                      <Trash2 aria-hidden="true" size={18} />
                    </button>
                  </li>
                ))}
              </ul>
              <p className="cart-panel__total">
                <span>Total</span> <strong>{formatTT(toCents(cart.totals.ItemTotal))}</strong>
              </p>
              <SoldOutNote lines={cart.lines} />
              <div className="cart-panel__actions">
                <Link to="/cart" className="cart-action cart-action--secondary" onClick={close}>
                  View Cart
                </Link>
                {hasSoldOutLine(cart.lines) ? (
                  <button type="button" className="cart-action" disabled>
                    Checkout
                  </button>
                ) : (
                  <Link to="/checkout" className="cart-action" onClick={close}>
                    Checkout
                  </Link>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
