-- A change to what a product's cached answers show names the products (docs/decisions/0061), so a
-- server drops only the answers that hold them instead of its whole cache:
--   `products stock=1,2;sold=3` — only stock changed (an order, a cancel, the staff's figures): the
--     answers of 1 and 2 may be served for a few seconds more while one request renders them again;
--     3 (the product, or one of its variants) has just sold out, so its answers go at once;
--   `reviews shown=4` (and `product_images`) — what the product's answers show changed: they go at once.
-- Anything else (a new or removed product or variant, a price, name or category, stock back from none:
-- it can move products into lists that do not hold them yet, such as "in stock only") names only its
-- table, and servers clear everything.
-- Statements that changed no row say nothing. A notice longer than PostgreSQL allows names only its table.
CREATE OR REPLACE FUNCTION shop_keyed_notice(tbl text, keyed text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF keyed IS NULL OR keyed = '' THEN
    RETURN;
  ELSIF length(keyed) > 7000 THEN
    PERFORM pg_notify('shop_catalogue_changed', tbl);
  ELSE
    PERFORM pg_notify('shop_catalogue_changed', tbl || ' ' || keyed);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  edited boolean;
  stock_ids text;
  sold_ids text;
BEGIN
  SELECT
    bool_or((to_jsonb(n) - 'stock' - 'is_sold_out' - 'updated_at') <> (to_jsonb(o) - 'stock' - 'is_sold_out' - 'updated_at')
      OR (o.is_sold_out AND NOT n.is_sold_out) OR (o.stock <= 0 AND n.stock > 0)),
    string_agg(DISTINCT n.product_no::text, ',') FILTER (WHERE NOT (n.is_sold_out AND NOT o.is_sold_out) AND NOT (o.stock > 0 AND n.stock <= 0)),
    string_agg(DISTINCT n.product_no::text, ',') FILTER (WHERE (n.is_sold_out AND NOT o.is_sold_out) OR (o.stock > 0 AND n.stock <= 0))
  INTO edited, stock_ids, sold_ids
  FROM new_rows n JOIN old_rows o ON o.product_no = n.product_no
  WHERE n.stock IS DISTINCT FROM o.stock OR n.is_sold_out IS DISTINCT FROM o.is_sold_out
    OR (to_jsonb(n) - 'updated_at') <> (to_jsonb(o) - 'updated_at');
  IF edited THEN
    PERFORM pg_notify('shop_catalogue_changed', TG_TABLE_NAME);
  ELSE
    PERFORM shop_keyed_notice(TG_TABLE_NAME, concat_ws(';', 'stock=' || stock_ids, 'sold=' || sold_ids));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  edited boolean;
  stock_ids text;
  sold_ids text;
BEGIN
  SELECT
    bool_or((to_jsonb(n) - 'stock') <> (to_jsonb(o) - 'stock') OR (o.stock <= 0 AND n.stock > 0)),
    string_agg(DISTINCT n.product_no::text, ',') FILTER (WHERE NOT (o.stock > 0 AND n.stock <= 0)),
    string_agg(DISTINCT n.product_no::text, ',') FILTER (WHERE o.stock > 0 AND n.stock <= 0)
  INTO edited, stock_ids, sold_ids
  FROM new_rows n JOIN old_rows o ON o.sku_no = n.sku_no
  WHERE to_jsonb(n) <> to_jsonb(o);
  IF edited THEN
    PERFORM pg_notify('shop_catalogue_changed', TG_TABLE_NAME);
  ELSE
    PERFORM shop_keyed_notice(TG_TABLE_NAME, concat_ws(';', 'stock=' || stock_ids, 'sold=' || sold_ids));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT product_no::text, ',') INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT product_no::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT p, ',') INTO ids
    FROM (SELECT product_no::text AS p FROM new_rows UNION SELECT product_no::text FROM old_rows) changed;
  END IF;
  PERFORM shop_keyed_notice(TG_TABLE_NAME, 'shown=' || ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_products_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_catalogue_changed" ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_updated" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_variants_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_catalogue_changed" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_inserted" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_updated" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_deleted" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_images_catalogue_changed" ON "product_images";
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_inserted" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_updated" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_deleted" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_changed();
