// The payment-start page: marks this browser so checkout offers card payment, then goes home.

import { replace } from 'react-router';
import { privatePageMeta } from '../../lib/seo';
import type { Route } from './+types/wipay-start.route';
import { setCardPaymentFlag } from './card-payment-flag';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Payment', matches);
}

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
