// POST /api/trini/saveproductreview: rule failures answer 200 with success false and the rule's
// message (the storefront shows 'Error: ' + msg); only a body that is not a review at all is a 400.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/input/validate';
import { requiredWholeNumber } from '../lists/list-params';
import type { CatalogueService } from '../service';

/** Text fields: a missing or null field is empty (the rules then name it); numbers are taken as typed. */
const reviewText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** Stars: a number or numeric text; anything else becomes NaN, which the rating rule refuses. */
const stars = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? Number.NaN : Number(v)));

// Keys match in any case, so the spec's lower-case 'rating' and 'Rating' are the same field.
const reviewBody = z.object({
  ProductNo: requiredWholeNumber('ProductNo', 1),
  CustomerMobile: reviewText,
  CustomerName: reviewText,
  ReviewTitle: reviewText,
  Comments: reviewText,
  Rating: stars,
});

export function registerSaveReview(app: FastifyInstance, catalogue: CatalogueService) {
  app.post('/api/trini/saveproductreview', async (request) => {
    const body = parseInput(reviewBody, request.body);
    return catalogue.saveReview({
      productNo: body.ProductNo,
      mobile: body.CustomerMobile.trim(),
      name: body.CustomerName,
      title: body.ReviewTitle,
      comments: body.Comments,
      rating: body.Rating,
    });
  });
}
