// GET, POST /api/customer/wishlist, DELETE /api/customer/wishlist/:productNo and
// POST /api/customer/wishlist/merge. Each answers the whole list, so the page redraws from one call.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INT4_MAX, isRecordNumber } from '../../../database/integer-range';
import {
  PRODUCT_NOT_FOUND,
  WISHLIST_ADDED,
  WISHLIST_MERGE_TOO_MANY,
  WISHLIST_REMOVED,
} from '../../../shop-rules/messages/wishlist';
import { NotFoundError } from '../../http/errors';
import { BadRequestError, parseInput, wholeNumber } from '../../http/input/validate';
import type { CustomerRouteDeps } from '../route-deps';
import { requireCustomer, signedIn } from '../sign-in/customer-auth';
import { addToWishlist, mergeIntoWishlist, readWishlist, removeFromWishlist, WISHLIST_MERGE_MAX } from './wishlist';

// A number no product can have is 'not found', like any missing product.
const productNoField = wholeNumber('ProductNo', 1, Number.MAX_SAFE_INTEGER).refine((n) => n <= INT4_MAX, {
  message: PRODUCT_NOT_FOUND,
});
const addBody = z.object({ ProductNo: productNoField });
const removeParams = z.object({ productNo: productNoField });
// Not parseInput: it keeps the first element of arrays (query-string style), and this one is a list.
const mergeBody = z.object({
  ProductNos: z.array(z.union([z.number(), z.string()]).transform((v) => Number(v))),
});

function productNosOf(body: unknown): number[] {
  const raw =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.entries(body).find(([k]) => k.toLowerCase() === 'productnos')?.[1]
      : body; // a bare array is accepted too
  const parsed = mergeBody.safeParse({ ProductNos: raw });
  if (!parsed.success) throw new BadRequestError('ProductNos must be a list of product numbers.');
  if (parsed.data.ProductNos.length > WISHLIST_MERGE_MAX) throw new BadRequestError(WISHLIST_MERGE_TOO_MANY);
  // Numbers no product can have are dropped like any stale entry of a browser's list.
  return parsed.data.ProductNos.filter(isRecordNumber);
}

export function registerWishlistRoutes(app: FastifyInstance, { db }: CustomerRouteDeps) {
  const auth = { preHandler: requireCustomer };

  app.get('/api/customer/wishlist', auth, async (request) => readWishlist(db, signedIn(request).customerNo));

  app.post('/api/customer/wishlist', auth, async (request) => {
    const { ProductNo } = parseInput(addBody, request.body);
    const { customerNo } = signedIn(request);
    if (!(await addToWishlist(db, customerNo, ProductNo))) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return { success: true, msg: WISHLIST_ADDED, items: await readWishlist(db, customerNo) };
  });

  app.delete('/api/customer/wishlist/:productNo', auth, async (request) => {
    const { productNo } = parseInput(removeParams, request.params);
    const { customerNo } = signedIn(request);
    await removeFromWishlist(db, customerNo, productNo);
    return { success: true, msg: WISHLIST_REMOVED, items: await readWishlist(db, customerNo) };
  });

  app.post('/api/customer/wishlist/merge', auth, async (request) => {
    const productNos = productNosOf(request.body);
    const { customerNo } = signedIn(request);
    await mergeIntoWishlist(db, customerNo, productNos);
    return { success: true, items: await readWishlist(db, customerNo) };
  });
}
