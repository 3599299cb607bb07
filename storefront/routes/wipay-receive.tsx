import { WipayReceivePage } from '../checkout/wipay-receive-page';

export const meta = () => [{ title: 'Payment' }, { name: 'robots', content: 'noindex' }];

export default function WipayReceiveRoute() {
  return <WipayReceivePage />;
}
