import { SuccessPage } from '../checkout/success-page';

export const meta = () => [{ title: 'Order placed' }, { name: 'robots', content: 'noindex' }];

export default function SuccessRoute() {
  return <SuccessPage />;
}
