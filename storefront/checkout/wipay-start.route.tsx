// The payment-start page: marks this browser so checkout offers card payment, then goes home.
import { replace } from 'react-router';
import { setCardPaymentFlag } from './card-payment-flag';

export const meta = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

// The mark is kept in this browser's localStorage, so it is set here, in the browser.
export async function clientLoader() {
  setCardPaymentFlag();
  return replace('/');
}

export function HydrateFallback() {
  return (
    <div className="order-result" role="status">
      <p>Redirecting…</p>
    </div>
  );
}

export default function WipayStartPage() {
  return null;
}
