// /checkout-link?products=ID:qty,ID:qty&coupon=CODE (docs/product.md#checkout-links): a post's, a
// WhatsApp status's or a flyer's link fills the cart and opens checkout with the code. An item that is
// unknown, sold out, or asked for beyond its stock or the shop's cap is named here, never dropped
// without a word; when everything went in as asked, checkout opens at once.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProductDetail } from '../../../shop-rules/api/catalogue';
import {
  LINK_ADDED,
  LINK_CONTINUE,
  LINK_EMPTY,
  LINK_HEADING,
  LINK_NOT_ADDED,
  type LinkItem,
  linkNeedsOption,
  linkOverLimit,
  linkSoldOut,
  linkTooMany,
  linkUnknown,
  MAX_LINK_ITEMS,
  parseLinkProducts,
} from '../../../shop-rules/checkout-link';
import { fetchProduct } from '../../cart/add-from-link';
import { lineKey } from '../../cart/cart-line';
import { useCart } from '../../cart/cart-store';
import type { CartApi } from '../../cart/cart-types';
import { useQuantityCap } from '../../cart/quantity-cap';
import { privatePageMeta } from '../../lib/seo';
import type { Route } from './+types/checkout-link.route';
import '../../cart/cart.css';
import '../checkout.css';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Your cart from a link', matches);
}

interface Outcome {
  added: string[];
  refused: string[];
}

async function addItem(cart: CartApi, cap: number, link: LinkItem, into: Outcome): Promise<void> {
  if (!link.item) return void into.refused.push(linkUnknown(link.text));
  let product: ProductDetail;
  try {
    product = await fetchProduct(link.item.productNo);
  } catch {
    return void into.refused.push(linkUnknown(link.text));
  }
  const skuNo = link.item.skuNo;
  const variant = skuNo === null ? null : product.ProductSKUList.find((v) => v.ProductSKUNo === skuNo);
  if (variant === undefined) return void into.refused.push(linkUnknown(link.text));
  const name = variant
    ? `${product.ProductName} (${[variant.Color, variant.Size].filter(Boolean).join(', ')})`
    : product.ProductName;
  if (!variant && product.ProductSKUList.length > 1) return void into.refused.push(linkNeedsOption(name));
  const stock = variant ? variant.Stock : product.Stock;
  if (product.IsSoldOut || variant?.IsSoldOut || stock <= 0) return void into.refused.push(linkSoldOut(name));
  const quantity = Math.min(link.quantity, cap, stock);
  const result = cart.add(product, { quantity, variant });
  // Already in the cart: the link's quantity is what the shopper was offered.
  if (result === 'already-in-cart')
    cart.setQuantity(lineKey({ ProductNo: product.ProductNo, ProductSKUNo: variant?.ProductSKUNo ?? null }), quantity);
  else if (result !== 'added') return void into.refused.push(linkSoldOut(name));
  if (quantity < link.quantity)
    into.refused.push(
      linkOverLimit(name, link.quantity, quantity, quantity === stock && stock < cap ? 'stock' : 'cap'),
    );
  into.added.push(`${quantity} × ${name}`);
}

export default function CheckoutLinkPage() {
  const [params] = useSearchParams();
  const cart = useCart();
  const cap = useQuantityCap();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);
  const coupon = params.get('coupon')?.trim() ?? '';
  const checkoutPath = coupon ? `/checkout?coupon=${encodeURIComponent(coupon)}` : '/checkout';
  const products = params.get('products');

  useEffect(() => {
    if (!cart.ready || started.current) return;
    started.current = true;
    const items = parseLinkProducts(products);
    const done: Outcome = { added: [], refused: [] };
    void (async () => {
      for (const item of items.slice(0, MAX_LINK_ITEMS)) await addItem(cart, cap, item, done);
      if (items.length > MAX_LINK_ITEMS) done.refused.push(linkTooMany(items.length - MAX_LINK_ITEMS));
      if (done.added.length > 0 && done.refused.length === 0) void navigate(checkoutPath, { replace: true });
      else setOutcome(done);
    })();
  }, [cart, cap, products, checkoutPath, navigate]);

  return (
    <div className="order-result" aria-live="polite">
      <h1>{LINK_HEADING}</h1>
      {!outcome ? (
        <p role="status">Filling your cart…</p>
      ) : (
        <>
          {outcome.added.length === 0 && outcome.refused.length === 0 ? <p>{LINK_EMPTY}</p> : null}
          {outcome.refused.length > 0 ? (
            <section aria-labelledby="link-refused" data-testid="link-refused">
              <h2 id="link-refused">{LINK_NOT_ADDED}</h2>
              <ul>
                {outcome.refused.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {outcome.added.length > 0 ? (
            <section aria-labelledby="link-added" data-testid="link-added">
              <h2 id="link-added">{LINK_ADDED}</h2>
              <ul>
                {outcome.added.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <Link to={checkoutPath} className="cart-action">
                {LINK_CONTINUE}
              </Link>
            </section>
          ) : (
            <Link to="/home" className="cart-action">
              Continue shopping
            </Link>
          )}
        </>
      )}
    </div>
  );
}
