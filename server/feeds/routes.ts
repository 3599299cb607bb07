// GET /feeds/meta.csv and /feeds/google.xml: the catalogue for Facebook and Instagram shops and for
// Google's listings, streamed from the database a page of products at a time, public and tagged like
// the catalogue pages (s-maxage=60, an ETag made from the catalogue's version in the database, the same on
// every server), so a listing fetches a new copy only when something changed and a CDN holds one at most
// a minute (docs/decisions/0086, 0101, docs/product.md#catalogue-feeds).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import { SHARED_CACHE_CONTROL } from '../page-cache/answer-cache';
import { type FeedItem, type FeedPlaces, feedItems } from './feed-items';
import { feedVersion } from './feed-version';
import { GOOGLE_TAIL, googleHead, googleItems } from './google-xml';
import { metaHeader, metaLines } from './meta-csv';

interface FeedDeps {
  db: Database;
  config: Pick<Config, 'publicBaseUrl' | 'MEDIA_BASE_URL' | 'SHOP_NAME'>;
}

interface FeedShape {
  contentType: string;
  head: (places: FeedPlaces) => string;
  items: (items: FeedItem[]) => string;
  tail: string;
}

const FEEDS: Record<string, FeedShape> = {
  '/feeds/meta.csv': { contentType: 'text/csv; charset=utf-8', head: metaHeader, items: metaLines, tail: '' },
  '/feeds/google.xml': {
    contentType: 'application/xml; charset=utf-8',
    head: googleHead,
    items: googleItems,
    tail: GOOGLE_TAIL,
  },
};

export function registerFeeds(app: FastifyInstance, deps: FeedDeps) {
  const places: FeedPlaces = {
    publicBaseUrl: deps.config.publicBaseUrl,
    mediaBaseUrl: deps.config.MEDIA_BASE_URL,
    shopName: deps.config.SHOP_NAME,
  };
  const version = feedVersion(deps.db, places);
  for (const [url, shape] of Object.entries(FEEDS)) {
    app.get(url, async (request: FastifyRequest, reply: FastifyReply) => {
      const tag = await version.tag();
      reply.header('Vary', 'Accept-Encoding').header('Cache-Control', SHARED_CACHE_CONTROL).header('ETag', tag);
      if (sameTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
      reply.type(shape.contentType);
      return reply.send(Readable.from(feedText(deps.db, places, shape)));
    });
  }
}

async function* feedText(db: Database, places: FeedPlaces, shape: FeedShape): AsyncGenerator<string> {
  yield shape.head(places);
  for await (const items of feedItems(db, places)) yield shape.items(items);
  if (shape.tail) yield shape.tail;
}

function sameTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}
