-- A change notice names its table (docs/decisions/0044), so a server drops only what that table
-- feeds: an order changes products' stock, which clears cached pages, but not the settings,
-- categories and banners every page reads. Servers that read an empty notice clear everything.
CREATE OR REPLACE FUNCTION shop_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
