import { useParams } from 'react-router';
import { WishlistPage } from '../wishlist/wishlist-page';

export const meta = () => [{ title: 'My Wish List' }, { name: 'robots', content: 'noindex' }];

export default function WishlistRoute() {
  const { ProductNo } = useParams();
  return <WishlistPage productNo={ProductNo} />;
}
