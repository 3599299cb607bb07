// The /wishlist page (docs/product.md#wishlist).
import { Link, replace } from 'react-router';
import { formatTT, toCents, WISHLIST_EMPTY } from '../../shop-rules';
import { storedCustomerNo } from '../account/customer-data';
import { fetchProduct } from '../cart/add-from-link';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { LineImage } from '../cart/line-image';
import { Trash2 } from '../components/shell/more-icons';
import type { Route } from './+types/wishlist.route';
import { refreshWishlist } from './refresh-wishlist';
import { tabWishlist } from './tab-wishlist';
import type { WishlistItem } from './wishlist-items';
import { useWishlist } from './wishlist-store';
import '../cart/cart.css';
import './wishlist.css';
import { privatePageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('My Wish List', matches);
}

/**
 * Reads the session's list, current in stock and prices. /wishlist/{ProductNo} adds that product
 * first, then shows the plain list page, so a reload does not repeat the add.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await tabWishlist.follow(storedCustomerNo());
  if (params.ProductNo === undefined) {
    await refreshWishlist();
    return null;
  }
  const productNo = Number(params.ProductNo);
  if (Number.isSafeInteger(productNo) && productNo > 0) {
    const product = await fetchProduct(productNo).catch((err: unknown) => {
      console.error('Could not load product', productNo, err);
      return null;
    });
    if (product) await tabWishlist.add(product);
  }
  return replace('/wishlist');
}

const LOADING = <p aria-busy="true">Loading your wish list…</p>;

export const stockText = (item: Pick<WishlistItem, 'IsSoldOut'>) => (item.IsSoldOut ? 'Out Of Stock' : 'In Stock');

export function HydrateFallback() {
  return (
    <div className="wishlist-page">
      <h1>My Wish List</h1>
      {LOADING}
    </div>
  );
}

export default function WishlistPage() {
  const wishlist = useWishlist();
  return (
    <div className="wishlist-page">
      <h1>My Wish List</h1>
      {!wishlist.ready ? (
        LOADING
      ) : wishlist.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>{WISHLIST_EMPTY}</p>
          <Link to="/home" className="cart-action">
            Continue Shopping
          </Link>
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
                  <td data-label="Image">
                    <LineImage line={item} size={64} />
                  </td>
                  <td data-label="Product Name">
                    <Link to={`/productdetails/${item.ProductNo}`}>{item.ProductName}</Link>
                  </td>
                  <td data-label="Style">{item.ProductStyle}</td>
                  <td data-label="Barcode">{item.Barcode}</td>
                  <td data-label="Stock" className={item.IsSoldOut ? 'wishlist-table__out' : 'wishlist-table__in'}>
                    {stockText(item)}
                  </td>
                  <td data-label="Unit Price">{formatTT(toCents(item.SalesPrice))}</td>
                  <td data-label="Action">
                    <div className="wishlist-table__actions">
                      <AddToCartButton product={item} className="wishlist-table__add" />
                      <button
                        type="button"
                        className="cart-icon-button"
                        aria-label={`Remove ${item.ProductName} from wish list`}
                        onClick={() => void wishlist.remove(item.ProductNo)}
                      >
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
