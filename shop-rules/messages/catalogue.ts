// What the catalogue API answers about reviews and products; the review form shows them.
import { REVIEW_TITLE_MAX } from '../validation';

export const REVIEW_SAVED = 'Review saved.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const TITLE_TOO_LONG = `Title must be at most ${REVIEW_TITLE_MAX} characters.`;
export const tooManyReviews = (perDay: number) =>
  `You can send at most ${perDay} reviews of this product a day. Please try again tomorrow.`;
