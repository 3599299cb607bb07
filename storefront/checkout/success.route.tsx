// /success: the order is placed; back to the home page after 3 seconds (docs/product.md#success-page).
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_PLACED } from '../../shop-rules';
import { SUCCESS_REDIRECT_MS } from '../lib/ui-timing-and-layout';
import '../cart/cart.css';
import './checkout.css';

export default function SuccessPage() {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => void navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="order-result" role="status">
      <h1 ref={heading} tabIndex={-1}>
        {ORDER_PLACED}
      </h1>
      <Link to="/home" className="cart-action">
        Continue
      </Link>
    </div>
  );
}

export const meta = () => [{ title: 'Order placed' }, { name: 'robots', content: 'noindex' }];
