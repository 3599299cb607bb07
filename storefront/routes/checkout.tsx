import { CheckoutPage } from '../checkout/checkout-page';

export const meta = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
