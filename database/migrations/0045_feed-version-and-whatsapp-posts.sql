-- The catalogue feeds' version, one number in the database that every server reads for the feeds'
-- ETag (docs/decisions/0101): moved at commit by any change a feed shows (a product added, removed or
-- edited, stock that runs out or comes back, a variant, a picture, a category), so two servers give the
-- same tag for the same catalogue and a new one once it changed. Moved by deferred triggers, so the row
-- is locked last, at commit, once a transaction; never to a number given out before, even after a
-- restore of an older backup (it moves to at least the clock's microseconds).
CREATE TABLE IF NOT EXISTS "feed_version" (
  "only_row" boolean PRIMARY KEY DEFAULT true CHECK ("only_row"),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "feed_version" ("only_row", "version")
VALUES (true, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once a transaction: a setting local to the transaction says it has moved the version already.
CREATE OR REPLACE FUNCTION shop_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('shop.feed_version_moved', true), '') = 'yes' THEN
    RETURN NULL;
  END IF;
  UPDATE feed_version
  SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);
  PERFORM set_config('shop.feed_version_moved', 'yes', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_products_changed ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_feed_products_changed AFTER INSERT OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_products_edited ON products;
--> statement-breakpoint
-- Stock that moves without running out or coming back changes no feed (they say only in or out of stock).
CREATE CONSTRAINT TRIGGER shop_feed_products_edited AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(NEW) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'stock' - 'updated_at')
    OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_variants_changed ON product_variants;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_feed_variants_changed AFTER INSERT OR DELETE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_variants_edited ON product_variants;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_feed_variants_edited AFTER UPDATE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(NEW) - 'stock') IS DISTINCT FROM (to_jsonb(OLD) - 'stock')
    OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_images_changed ON product_images;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_feed_images_changed AFTER INSERT OR UPDATE OR DELETE ON product_images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_categories_changed ON categories;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_feed_categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_truncated ON products;
--> statement-breakpoint
CREATE TRIGGER shop_feed_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_truncated ON product_variants;
--> statement-breakpoint
CREATE TRIGGER shop_feed_truncated AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_truncated ON product_images;
--> statement-breakpoint
CREATE TRIGGER shop_feed_truncated AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS shop_feed_truncated ON categories;
--> statement-breakpoint
CREATE TRIGGER shop_feed_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
--> statement-breakpoint
-- A WhatsApp update's post to the Cloud API (docs/decisions/0102): when the last post began. Set before
-- the post, cleared by a refusal; while it is set and no message id came back, the post's outcome is
-- unknown and the row is not posted again until WhatsApp has had time to report its status.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "post_started_at" timestamp with time zone;
