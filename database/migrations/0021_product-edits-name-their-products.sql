-- Every change to a product names it (docs/decisions/0067), so a server drops only the answers that
-- show it, and its lists, instead of its whole cache:
--   `products edited=5` — the product was added, removed or edited (price, name, category, order, stock
--     back from none…): its answers go, and so do the lists (categories, searches, home, feeds), which a
--     change can move a product into;
--   `products stock=1,2;sold=3` — only stock changed, as before (database/migrations/0020); a product
--     whose stock has just run out now also drops the lists (an "out of stock" filter gains it).
-- One statement may name several kinds. TRUNCATE names only its table (servers clear everything), as
-- does a notice longer than PostgreSQL allows.
CREATE OR REPLACE FUNCTION shop_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  edited_ids text;
  stock_ids text;
  sold_ids text;
BEGIN
  SELECT
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE c.edited),
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE NOT c.edited AND NOT c.sold),
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE NOT c.edited AND c.sold)
  INTO edited_ids, stock_ids, sold_ids
  FROM (
    SELECT n.product_no,
      (to_jsonb(n) - 'stock' - 'is_sold_out' - 'updated_at') <> (to_jsonb(o) - 'stock' - 'is_sold_out' - 'updated_at')
        OR (o.is_sold_out AND NOT n.is_sold_out) OR (o.stock <= 0 AND n.stock > 0) AS edited,
      (n.is_sold_out AND NOT o.is_sold_out) OR (o.stock > 0 AND n.stock <= 0) AS sold
    FROM new_rows n JOIN old_rows o ON o.product_no = n.product_no
    WHERE (to_jsonb(n) - 'updated_at') <> (to_jsonb(o) - 'updated_at')
  ) c;
  PERFORM shop_keyed_notice(TG_TABLE_NAME,
    concat_ws(';', 'edited=' || edited_ids, 'stock=' || stock_ids, 'sold=' || sold_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  edited_ids text;
  stock_ids text;
  sold_ids text;
BEGIN
  SELECT
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE c.edited),
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE NOT c.edited AND NOT c.sold),
    string_agg(DISTINCT c.product_no::text, ',') FILTER (WHERE NOT c.edited AND c.sold)
  INTO edited_ids, stock_ids, sold_ids
  FROM (
    SELECT n.product_no,
      (to_jsonb(n) - 'stock') <> (to_jsonb(o) - 'stock') OR (o.stock <= 0 AND n.stock > 0) AS edited,
      o.stock > 0 AND n.stock <= 0 AS sold
    FROM new_rows n JOIN old_rows o ON o.sku_no = n.sku_no
    WHERE to_jsonb(n) <> to_jsonb(o)
    UNION ALL
    -- A variant moved to another product: its old product changed too.
    SELECT o.product_no, true, false
    FROM new_rows n JOIN old_rows o ON o.sku_no = n.sku_no
    WHERE n.product_no <> o.product_no
  ) c;
  PERFORM shop_keyed_notice(TG_TABLE_NAME,
    concat_ws(';', 'edited=' || edited_ids, 'stock=' || stock_ids, 'sold=' || sold_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_rows_edited() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT product_no::text, ',') INTO ids FROM new_rows;
  ELSE
    SELECT string_agg(DISTINCT product_no::text, ',') INTO ids FROM old_rows;
  END IF;
  PERFORM shop_keyed_notice(TG_TABLE_NAME, 'edited=' || ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_edited();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_edited();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_catalogue_changed" ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changed" AFTER TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_inserted" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_edited();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_deleted" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_rows_edited();
