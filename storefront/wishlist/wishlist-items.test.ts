import { describe, expect, it } from 'vitest';
import { cardProduct, detailProduct } from '../test-support/cart-products';
import { parseGuestWishlist, wishlistItemOf, withItem, withoutItem } from './wishlist-items';

describe('the guest wishlist', () => {
  it('puts the newest first and ignores a product already there', () => {
    const one = withItem([], cardProduct({ ProductNo: 1 }));
    const two = withItem(one, cardProduct({ ProductNo: 2 }));
    expect(two.map((i) => i.ProductNo)).toEqual([2, 1]);
    expect(withItem(two, cardProduct({ ProductNo: 1 })).map((i) => i.ProductNo)).toEqual([2, 1]);
  });

  it('removes by product number', () => {
    const list = withItem(withItem([], cardProduct({ ProductNo: 1 })), cardProduct({ ProductNo: 2 }));
    expect(withoutItem(list, 1).map((i) => i.ProductNo)).toEqual([2]);
  });

  it('stores only the card fields of a product page product', () => {
    const item = wishlistItemOf(
      detailProduct({
        ProductReviewList: [{ CustomerName: 'A', Rating: 5, ReviewTitle: 't', Comments: 'c', DateAdded: '' }],
      }),
    );
    expect(item).not.toHaveProperty('ProductReviewList');
    expect(item).toMatchObject({ ProductNo: 101, Barcode: '0000000101', ProductStyle: 'DemoBrand' });
  });

  it('reads back its stored list and survives broken data', () => {
    const list = withItem([], cardProduct());
    expect(parseGuestWishlist(JSON.stringify(list))).toEqual(list);
    expect(parseGuestWishlist('nope')).toEqual([]);
    expect(parseGuestWishlist(JSON.stringify([{ ProductNo: 'x' }, null]))).toEqual([]);
  });
});
