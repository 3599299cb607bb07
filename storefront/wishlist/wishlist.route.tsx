// The /wishlist page (spec point 2, decisions.md section 3).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatTT, toCents, WISHLIST_EMPTY } from '../../shop-rules';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { useAddFromLink } from '../cart/add-from-link';
import { LineImage } from '../cart/line-image';
import { stockText } from './wishlist-items';
import { useWishlist } from './wishlist-store';
import '../cart/cart.css';
import './wishlist.css';
import { Trash2 } from '../components/more-icons';
import { useParams } from 'react-router';

export function WishlistPage({ productNo }: { productNo?: string }) {
  const wishlist = useWishlist();
  const { ready, refresh } = wishlist;

  useAddFromLink(productNo, '/wishlist', (product) => wishlist.add(product));

  useEffect(() => {
    if (ready) void refresh();
  }, [ready, refresh]);

  return (
    <div className="wishlist-page">
      <h1>My Wish List</h1>
      {!ready ? (
        <p aria-busy="true">Loading your wish list…</p>
      ) : wishlist.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>{WISHLIST_EMPTY}</p>
          <Link to="/home" className="cart-action">Continue Shopping</Link>
        </div>
      ) : (
        <div className="wishlist-page__scroll">
          <table className="wishlist-table">
            <caption className="visually-hidden">Products in your wish list</caption>
            <thead>
              <tr>
                <th scope="col">S.No</th>
                <th scope="col">Image</th>
                <th scope="col">Product Name</th>
                <th scope="col">Style</th>
                <th scope="col">Barcode</th>
                <th scope="col">Stock</th>
                <th scope="col">Unit Price</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {wishlist.items.map((item, i) => (
                <tr key={item.ProductNo}>
                  <td data-label="S.No">{i + 1}</td>
                  <td data-label="Image"><LineImage line={item} size={64} /></td>
                  <td data-label="Product Name">
                    <Link to={`/productdetails/${item.ProductNo}`}>{item.ProductName}</Link>
                  </td>
                  <td data-label="Style">{item.ProductStyle}</td>
                  <td data-label="Barcode">{item.Barcode}</td>
                  <td data-label="Stock" className={item.IsSoldOut ? 'wishlist-table__out' : 'wishlist-table__in'}>{stockText(item)}</td>
                  <td data-label="Unit Price">{formatTT(toCents(item.SalesPrice))}</td>
                  <td data-label="Action">
                    <div className="wishlist-table__actions">
                      <AddToCartButton product={item} className="wishlist-table__add" />
                      <button type="button" className="cart-icon-button" aria-label={`Remove ${item.ProductName} from wish list`} onClick={() => void wishlist.remove(item.ProductNo)}>
                        <Trash2 aria-hidden="true" size={20} />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const meta = () => [{ title: 'My Wish List' }, { name: 'robots', content: 'noindex' }];

export default function WishlistRoute() {
  const { ProductNo } = useParams();
  return <WishlistPage productNo={ProductNo} />;
}
