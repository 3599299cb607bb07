-- The owner may leave a product out of the catalogue feeds (docs/decisions/0086). A change of it is a
-- product edit like any other: the change notice clears every server's cached answers and feeds.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "in_feeds" boolean DEFAULT true NOT NULL;
