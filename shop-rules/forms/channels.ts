// The channels page's form (docs/product.md#selling-where-trinidad-shops): a product in or out of the
// catalogue feeds. Checked in the back office's browser and again by the server (docs/decisions/0075).
import { z } from 'zod';
import { choice, whole } from './fields';

export const feedsSchema = z.object({
  productNo: whole('Product', 1, 2_147_483_647, { required: true }),
  // '1' puts it in the feeds, '0' leaves it out.
  inFeeds: choice('In the feeds', ['0', '1'] as const).transform((v) => v === '1'),
});
