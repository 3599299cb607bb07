// Which version of the catalogue the feeds show, for their ETag (docs/decisions/0101): the number the
// database moves at commit with every change a feed shows (database/migrations/0045), read at each
// request, with what else shapes the feed (its addresses and the shop's name). Every server reads the
// same number, so a conditional request answered by any of them gets a 304 exactly when the feed is
// the one the listing holds. The number is read before the catalogue: a change that commits meanwhile
// may be in the answer, and it moves the number, so the next request downloads the feed again.
import crypto from 'node:crypto';
import type { Database } from '../../database/connect';
import { feedVersion as feedVersionTable } from '../../database/schema';
import type { FeedPlaces } from './feed-items';

/** A change to how the feeds are written: change it with the format, so no listing keeps an old one. */
const FORMAT = 1;

export function feedVersion(db: Database, places: FeedPlaces) {
  const shape = crypto
    .createHash('sha256')
    .update(JSON.stringify([FORMAT, places.publicBaseUrl, places.mediaBaseUrl, places.shopName]))
    .digest('base64url')
    .slice(0, 10);
  return {
    /** The current tag, from the database. */
    async tag(): Promise<string> {
      const [row] = await db.select({ version: feedVersionTable.version }).from(feedVersionTable).limit(1);
      return `W/"feed-${(row?.version ?? 0n).toString(36)}-${shape}"`;
    },
  };
}
