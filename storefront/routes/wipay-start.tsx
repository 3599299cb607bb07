import { WipayStartPage } from '../checkout/wipay-start-page';

export const meta = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default function WipayStartRoute() {
  return <WipayStartPage />;
}
