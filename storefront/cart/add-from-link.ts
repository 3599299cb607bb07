// /cart/{ProductNo}: load the product named in the address, add it, then show the plain cart page so
// a reload does not repeat the add. (/wishlist/{ProductNo} does the same in its clientLoader.)
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ProductDetail } from '../../shop-rules/api/catalogue';
import { apiGet } from '../lib/api';

export function fetchProduct(productNo: number): Promise<ProductDetail> {
  return apiGet<ProductDetail>('/api/Product/loadproduct', { ProductNo: productNo });
}

/** add() may answer another path to go to instead of the list (a product whose option must be chosen first). */
export function useAddFromLink(
  productNo: string | undefined,
  listPath: string,
  add: (product: ProductDetail) => string | undefined | Promise<string | undefined>,
) {
  const navigate = useNavigate();
  const addRef = useRef(add);
  addRef.current = add;

  useEffect(() => {
    const no = Number(productNo);
    if (!productNo || !Number.isSafeInteger(no) || no <= 0) return;
    let live = true;
    void fetchProduct(no)
      .then(async (product) => (live ? await addRef.current(product) : undefined))
      .catch((err) => console.error('Could not load product', no, err))
      .then((next) => {
        if (live) void navigate(next || listPath, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [productNo, listPath, navigate]);
}
