import { useEffect, useState } from 'react';
import { hasCardPaymentFlag } from './card-payment-flag';

/** The setting decides on the server; the browser's flag can only add the option after hydration. */
export function useCardOffered(gatewayEnabled: boolean): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => setFlag(hasCardPaymentFlag()), []);
  return gatewayEnabled || flag;
}
