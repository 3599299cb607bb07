import { useParams } from 'react-router';
import { CartPage } from '../cart/cart-page';

export const meta = () => [{ title: 'Shopping Cart' }, { name: 'robots', content: 'noindex' }];

export default function CartRoute() {
  const { ProductNo } = useParams();
  return <CartPage productNo={ProductNo} />;
}
